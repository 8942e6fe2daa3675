import { eq, sql } from "drizzle-orm";
import { localeFormat } from "../../../shared/locale-format";
import { PAYMENT_METHOD_WORDS } from "../../../shared/options/payment-methods";
import type { InvoicePayment, PaymentMethod } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { invoicePayments, invoices } from "../../db/schema/index";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { invoiceBalance } from "../../../shared/billing/invoice-actions";
import { addToInvoice, assertWithinBalance } from "./balance";
import { lockInvoiceFor } from "./invoice-guard";
import { invoiceFacts, portalInvoiceUrl } from "./invoice-mail";
import { invoiceDocument, type InvoiceRow } from "./invoice-record";
import { recordInvoiceEvent, type InvoiceActor } from "./record-event";

const en = localeFormat("en");

/**
 * `tipCents`: a tip for the crew paid with it (card payments, decision 075), on top of `amountCents`
 * and never applied to the invoice; staff-recorded payments have none.
 */
/** `automaticCard`: charged to the card on file by automatic payment (decision 074), as the receipt says. */
export type NewPayment = { amountCents: number; paidOn: string; method: PaymentMethod; reference?: string | null; tipCents?: number; automaticCard?: string };

/**
 * Record money received for an issued invoice, in the caller's transaction (opened with
 * `transaction()`, since it queues the receipt): at most the balance (409 otherwise, so the balance
 * never goes below zero), one payment per reference on an invoice (409), not dated in the future.
 * The invoice becomes paid when nothing is left; the client gets a receipt.
 */
export async function recordPayment(
  tx: Db,
  options: { invoiceId: string; payment: NewPayment; source: "staff" | "stripe"; actor: InvoiceActor; today: string; config: Config },
): Promise<{ payment: InvoicePayment; invoice: InvoiceRow }> {
  const { payment: p, actor, today, config } = options;
  if (p.paidOn > today) throw AppError.validation({ paidOn: "Payment date cannot be in the future." });
  const row = await lockInvoiceFor(tx, options.invoiceId, "record_payment", today);
  assertWithinBalance(row, p.amountCents, (amount, balance) => `This payment of ${amount} is more than the balance of ${balance}: record at most the balance.`);
  const reference = p.reference?.trim() || null;
  if (reference) {
    const [same] = await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(sql`${invoicePayments.invoiceId} = ${row.id} and lower(${invoicePayments.reference}) = lower(${reference})`);
    if (same) throw new AppError("conflict", `A payment with the reference "${reference}" is already recorded on this invoice.`);
  }
  const staff = actor.type === "staff" ? actor : null;
  const [stored] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: row.id,
      amountCents: p.amountCents,
      paidOn: p.paidOn,
      method: p.method,
      reference,
      source: options.source,
      recordedByUserId: staff?.userId ?? null,
      recordedByName: staff?.name ?? null,
      tipCents: p.tipCents ?? 0,
    })
    .returning();
  const method = PAYMENT_METHOD_WORDS[p.method];
  await recordInvoiceEvent(tx, {
    invoiceId: row.id,
    kind: "payment_recorded",
    actor,
    details: { amount: en.money(p.amountCents), ...(p.tipCents ? { tip: en.money(p.tipCents) } : {}), method, reference, paidOn: p.paidOn },
  });
  // A recorded e-Transfer (or the last payment) answers the client's "I have sent it" (decision 050).
  if (row.etransferSentAt && (p.method === "etransfer" || invoiceBalance(row) === p.amountCents))
    await tx.update(invoices).set({ etransferSentAt: null, etransferSentCents: null }).where(eq(invoices.id, row.id));
  const updated = await addToInvoice(tx, row, { paidCents: p.amountCents }, actor);

  const document = await invoiceDocument(tx, updated, today);
  if (document.client.email) {
    await enqueueMail(tx, {
      kind: "invoice.receipt",
      data: {
        invoice: invoiceFacts(document),
        amountCents: p.amountCents,
        ...(p.tipCents ? { tipCents: p.tipCents } : {}),
        ...(p.automaticCard ? { automaticCard: p.automaticCard } : {}),
        paidOn: p.paidOn,
        method: p.method,
        url: portalInvoiceUrl(config, document),
        company: mailCompany(config),
      },
      language: document.client.language,
    });
  }
  const payment = document.payments.find((x) => x.id === stored!.id)!;
  return { payment, invoice: updated };
}
