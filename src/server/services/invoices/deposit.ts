import { and, eq, sql } from "drizzle-orm";
import { localeFormat } from "../../../shared/locale-format";
import type { Db } from "../../db/client";
import { invoiceCredits, invoices } from "../../db/schema/index";
import { invoiceBalance } from "../../../shared/billing/invoice-actions";
import { addToInvoice } from "./balance";
import type { InvoiceRow } from "./invoice-record";
import { recordInvoiceEvent, type InvoiceActor } from "./record-event";

// The deposit a quote asks for, carried to the invoice for the work: what was paid on the quote's
// deposit invoice is credited on the work invoice, so the client is never billed twice for it.

const en = localeFormat("en");

/** The quote's deposit invoice, if it has one. */
async function depositInvoiceOf(tx: Db, quoteId: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.quoteId, quoteId), eq(invoices.kind, "deposit")))
    .for("update");
  return row;
}

/**
 * Credit on the work invoice `row` what has been paid on its quote's deposit invoice and not yet
 * credited (a draft is credited when made, and again at issue for what was paid since). At issue
 * (`closeDeposit`), a deposit invoice still open is voided: the work invoice now bills the rest.
 * Returns the row as updated.
 */
export async function creditDeposit(tx: Db, row: InvoiceRow, options: { actor: InvoiceActor; closeDeposit: boolean }): Promise<InvoiceRow> {
  // Visits' invoices bill visits of a recurring service: the deposit is not carried to each of them.
  if (!row.quoteId || row.kind !== "standard") return row;
  const deposit = await depositInvoiceOf(tx, row.quoteId);
  if (!deposit) return row;
  const [credited] = await tx
    .select({ cents: sql<string>`coalesce(sum(${invoiceCredits.amountCents}), 0)::text` })
    .from(invoiceCredits)
    .where(and(eq(invoiceCredits.invoiceId, row.id), eq(invoiceCredits.depositInvoiceId, deposit.id)));
  const more = Math.min(deposit.paidCents - Number(credited!.cents), invoiceBalance(row));
  let updated = row;
  if (more > 0) {
    await tx.insert(invoiceCredits).values({
      invoiceId: row.id,
      kind: "deposit",
      number: deposit.number ?? "",
      amountCents: more,
      reason: `Deposit received on invoice ${deposit.number}`,
      depositInvoiceId: deposit.id,
    });
    await recordInvoiceEvent(tx, { invoiceId: row.id, kind: "credited", actor: options.actor, details: { amount: en.money(more), deposit: deposit.number } });
    updated = await addToInvoice(tx, row, { creditedCents: more }, options.actor);
  }
  if (options.closeDeposit && deposit.status === "issued") {
    const reason = `Replaced by invoice ${updated.number ?? ""} for the work; payments received are credited on it.`;
    await tx
      .update(invoices)
      .set({ status: "void", voidReason: reason, voidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(invoices.id, deposit.id));
    await recordInvoiceEvent(tx, { invoiceId: deposit.id, kind: "voided", actor: options.actor, details: { reason } });
  }
  return updated;
}
