import { eq, sql } from "drizzle-orm";
import { invoiceBalance } from "../../../shared/billing/invoice-actions";
import { localeFormat } from "../../../shared/locale-format";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema/index";
import { AppError } from "../../errors";
import type { InvoiceRow } from "./invoice-record";
import { recordInvoiceEvent, type InvoiceActor } from "./record-event";

// The one way money lowers an invoice's balance (payments, credit notes, deposits carried over),
// and the one rule that makes an issued invoice paid: nothing left to pay.

const en = localeFormat("en");

/** The balance, or a 409 (worded by `refusal`) when `amountCents` is more than it: the balance never goes below zero. */
export function assertWithinBalance(row: InvoiceRow, amountCents: number, refusal: (amount: string, balance: string) => string): number {
  const balance = invoiceBalance(row);
  if (amountCents > balance) throw new AppError("conflict", refusal(en.money(amountCents), en.money(balance)));
  return balance;
}

/** An issued invoice with nothing left to pay becomes paid (with its timeline entry); any other row is returned as it is. */
export async function settleIfNothingLeft(tx: Db, row: InvoiceRow, actor: InvoiceActor): Promise<InvoiceRow> {
  if (row.status !== "issued" || invoiceBalance(row) > 0) return row;
  const [paid] = await tx
    .update(invoices)
    .set({ status: "paid", paidAt: sql`now()` })
    .where(eq(invoices.id, row.id))
    .returning();
  await recordInvoiceEvent(tx, { invoiceId: row.id, kind: "paid", actor, details: {} });
  return paid!;
}

/** Add a payment's or a credit's amount to the invoice's sums, in the transaction that stores it; then settle it if nothing is left. */
export async function addToInvoice(tx: Db, row: InvoiceRow, add: { paidCents: number } | { creditedCents: number }, actor: InvoiceActor): Promise<InvoiceRow> {
  const [updated] = await tx
    .update(invoices)
    .set({
      ...("paidCents" in add
        ? { paidCents: sql`${invoices.paidCents} + ${add.paidCents}` }
        : { creditedCents: sql`${invoices.creditedCents} + ${add.creditedCents}` }),
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, row.id))
    .returning();
  return settleIfNothingLeft(tx, updated!, actor);
}
