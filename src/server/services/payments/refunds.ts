import { and, asc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type Stripe from "stripe";
import { localeFormat } from "../../../shared/locale-format";
import { PAYMENT_METHOD_WORDS } from "../../../shared/options/payment-methods";
import type { RefundStatus } from "../../../shared/schemas/autopay";
import type { InvoiceRefund, RefundInput, RefundResult } from "../../../shared/schemas/refunds";
import { queryRows, type Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { invoiceCredits, invoicePayments, invoiceRefunds, invoices } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { stripeClient } from "../../payments/stripe-client";
import { nextDocumentNumber } from "../billing/document-number";
import { adminInvoiceUrl, invoiceFacts, portalInvoiceUrl } from "../invoices/invoice-mail";
import { invoiceDetail, invoiceDocument, loadInvoice } from "../invoices/invoice-record";
import { recordInvoiceEvent, type InvoiceActor } from "../invoices/record-event";

// Refunds of card payments (decision 076). A refund of X on a card payment made through Stripe is,
// in one transaction: a credit note of X (its own C- number), the refund's row (pending), X more
// refunded on the payment, and X moved on the invoice from paid to credited, so its balance does
// not change. Only after the commit is Stripe asked, with the refund's id as the idempotency key:
// asking again (a retry after a crash, a double click on "Send again") cannot refund twice.
// Stripe's answer, or its webhook, whichever comes first, records the Stripe refund and tells
// the client; a refusal marks the refund failed and keeps the credit note (an issued credit note
// is never deleted): the amount is then owed to the client by another means, and the office is told.

const en = localeFormat("en");

type StaffActor = Extract<InvoiceActor, { type: "staff" }>;
type RefundRow = typeof invoiceRefunds.$inferSelect;
type PaymentRow = typeof invoicePayments.$inferSelect;

/** Stripe's idempotency key for a refund: the refund row's own id. */
export const refundKey = (refundId: string) => `refund:${refundId}`;

/** A card payment made through Stripe: the only payments refunded here. */
const isStripeCard = (p: PaymentRow) => p.source === "stripe" && p.method === "card" && !!p.reference?.startsWith("pi_");

const conflict = (message: string) => new AppError("conflict", message);

/** The invoice's refunds, first made first, with their credit note's number and their payment's reference. */
export async function refundsOfInvoice(db: Db, invoiceId: string): Promise<InvoiceRefund[]> {
  const rows = await db
    .select({ refund: invoiceRefunds, creditNumber: invoiceCredits.number, paymentReference: invoicePayments.reference })
    .from(invoiceRefunds)
    .innerJoin(invoicePayments, eq(invoicePayments.id, invoiceRefunds.paymentId))
    .leftJoin(invoiceCredits, eq(invoiceCredits.id, invoiceRefunds.creditId))
    .where(eq(invoiceRefunds.invoiceId, invoiceId))
    .orderBy(asc(invoiceRefunds.createdAt), asc(invoiceRefunds.id));
  return rows.map(({ refund: r, creditNumber, paymentReference }) => ({
    id: r.id,
    paymentId: r.paymentId,
    paymentReference,
    amountCents: r.amountCents,
    reason: r.reason,
    status: r.status,
    creditNumber,
    stripeRefundId: r.stripeRefundId,
    failureMessage: r.failureMessage,
    createdBy: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  }));
}

async function result(db: Db, invoiceId: string, refundId: string, today: string): Promise<RefundResult> {
  const detail = (await invoiceDetail(db, invoiceId, today))!;
  return { invoice: detail.invoice, refund: detail.invoice.refunds.find((r) => r.id === refundId)! };
}

type Options = { db: Db; config: Config; logger: Logger; id: string; actor: StaffActor; today: string };

/**
 * POST /api/admin/invoices/{id}/refunds: refund `amountCents` of a card payment. 404 for an
 * unknown invoice or payment; 409 when card payments are not set up, the invoice is void, the
 * payment is not a card payment made through Stripe, or the amount is more than what is left of
 * it. Once on record the answer is 200 whatever Stripe said: the refund's status says it.
 */
export async function refundCardPayment(options: Options & { input: RefundInput }): Promise<RefundResult> {
  const { db, config, actor, today, input } = options;
  const refund = await transaction(db, async (tx) => {
    const row = await loadInvoice(tx, options.id, true);
    if (!row) throw notFound("invoice");
    const [payment] = isUuid(input.paymentId)
      ? await tx
          .select()
          .from(invoicePayments)
          .where(and(eq(invoicePayments.id, input.paymentId), eq(invoicePayments.invoiceId, row.id)))
          .for("update")
      : [];
    if (!payment) throw notFound("Payment");
    if (!config.stripe)
      throw conflict(
        "Card refunds are not available: card payments are not set up on this site. Refund the card in the Stripe Dashboard, then add a credit note.",
      );
    if (row.status === "void") throw conflict("This invoice was voided and can no longer be changed.");
    // A deposit already carried over to the work's invoice: the money is counted there now.
    const [carried] = await queryRows<{ number: string }>(
      tx,
      sql`select i.number from invoice_credits c join invoices i on i.id = c.invoice_id
          where c.deposit_invoice_id = ${row.id} and i.status <> 'void' limit 1`,
    );
    if (carried)
      throw conflict(
        `This deposit is already credited on invoice ${carried.number ?? "(draft)"}: refunding it here would give it back twice. Add a credit note or a refund on that invoice instead.`,
      );
    if (!isStripeCard(payment))
      throw conflict(
        `This payment (${PAYMENT_METHOD_WORDS[payment.method]}${payment.source === "staff" ? ", recorded by staff" : ""}) was not made by card through Stripe, so it cannot be refunded here: give the money back yourself (e-Transfer, cash or cheque) and add a credit note for it.`,
      );
    const left = payment.amountCents - payment.refundedCents;
    if (left === 0) throw conflict(`This payment of ${en.money(payment.amountCents)} was already refunded in full.`);
    if (input.amountCents > left)
      throw conflict(`A refund of ${en.money(input.amountCents)} is more than what is left of this payment: at most ${en.money(left)} can be refunded.`);

    const number = await nextDocumentNumber(tx, "C", Number(today.slice(0, 4)));
    const [credit] = await tx
      .insert(invoiceCredits)
      .values({
        invoiceId: row.id,
        kind: "credit_note",
        number,
        amountCents: input.amountCents,
        reason: input.reason,
        createdByUserId: actor.userId,
        createdByName: actor.name,
      })
      .returning({ id: invoiceCredits.id });
    const [made] = await tx
      .insert(invoiceRefunds)
      .values({
        invoiceId: row.id,
        paymentId: payment.id,
        creditId: credit!.id,
        amountCents: input.amountCents,
        reason: input.reason,
        createdByUserId: actor.userId,
        createdByName: actor.name,
      })
      .returning();
    await tx
      .update(invoicePayments)
      .set({ refundedCents: sql`${invoicePayments.refundedCents} + ${input.amountCents}` })
      .where(eq(invoicePayments.id, payment.id));
    // From paid to credited: the balance (total - paid - credited) does not move, and a paid invoice stays paid.
    await tx
      .update(invoices)
      .set({
        paidCents: sql`${invoices.paidCents} - ${input.amountCents}`,
        creditedCents: sql`${invoices.creditedCents} + ${input.amountCents}`,
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, row.id));
    await recordInvoiceEvent(tx, {
      invoiceId: row.id,
      kind: "refunded",
      actor,
      details: { amount: en.money(input.amountCents), reason: input.reason, reference: payment.reference, number },
    });
    return made!;
  });
  await sendRefund(db, config, options.logger, refund.id);
  return result(db, refund.invoiceId, refund.id, today);
}

/**
 * POST /api/admin/invoices/{id}/refunds/{refund}/retry: ask Stripe again for a refund that is on
 * record but never got Stripe's answer (the server stopped, or Stripe did not answer). Safe to
 * repeat: Stripe's list of the payment's refunds is read first, and the request carries the same
 * idempotency key. 409 for a refund Stripe already answered.
 */
export async function retryRefund(options: Options & { refundId: string }): Promise<RefundResult> {
  const { db, config, today } = options;
  const [refund] = isUuid(options.refundId)
    ? await db
        .select()
        .from(invoiceRefunds)
        .where(and(eq(invoiceRefunds.id, options.refundId), eq(invoiceRefunds.invoiceId, options.id)))
    : [];
  if (!refund) throw notFound("Refund");
  if (!config.stripe) throw conflict("Card refunds are not available: card payments are not set up on this site.");
  if (refund.status !== "pending") throw conflict(`Stripe already answered this refund: it ${refund.status === "succeeded" ? "was made" : "failed"}.`);
  if (refund.stripeRefundId) throw conflict(`Stripe took this refund (${refund.stripeRefundId}) and will say when it is done: there is nothing to send again.`);
  await sendRefund(db, config, options.logger, refund.id, true);
  return result(db, refund.invoiceId, refund.id, today);
}

/** What Stripe's refund status means for ours. */
function statusOf(refund: Stripe.Refund): RefundStatus {
  if (refund.status === "succeeded") return "succeeded";
  if (refund.status === "failed" || refund.status === "canceled") return "failed";
  return "pending";
}

/** Why Stripe's refund failed, in words (Stripe gives a code). */
function failureOf(refund: Stripe.Refund): string {
  const reason = refund.failure_reason ?? refund.status;
  return `Stripe could not refund the card (${String(reason).replace(/_/g, " ")}).`;
}

/**
 * Ask Stripe for the refund when it is still pending without Stripe's id (outside any
 * transaction), and record the answer. A refusal (card_error, invalid_request) marks it failed;
 * no answer at all leaves it pending, to be sent again. `lookFirst`: read the payment's refunds
 * at Stripe first, in case the refund was made and its answer lost (past the key's 24 hours, a
 * new request with the same key would be a new refund).
 */
export async function sendRefund(db: Db, config: Config, logger: Logger, refundId: string, lookFirst = false): Promise<void> {
  const [row] = await db
    .select({ refund: invoiceRefunds, reference: invoicePayments.reference })
    .from(invoiceRefunds)
    .innerJoin(invoicePayments, eq(invoicePayments.id, invoiceRefunds.paymentId))
    .where(eq(invoiceRefunds.id, refundId));
  if (!row || !config.stripe || row.refund.status !== "pending" || row.refund.stripeRefundId) return;
  const { refund } = row;
  let answer: Stripe.Refund;
  try {
    const stripe = await stripeClient(config.stripe);
    const found = lookFirst ? await findAtStripe(stripe, row.reference!, refund.id) : undefined;
    answer =
      found ??
      (await stripe.refunds.create(
        { payment_intent: row.reference!, amount: refund.amountCents, metadata: { invoice_id: refund.invoiceId, refund_id: refund.id } },
        { idempotencyKey: refundKey(refund.id) },
      ));
  } catch (err) {
    const e = err as { type?: string; code?: string; message?: string };
    if (e.type === "StripeCardError" || (e.type === "StripeInvalidRequestError" && e.code !== "idempotency_key_in_use")) {
      await transaction(db, (tx) => refundFailed(tx, config, refund.id, e.message || "Stripe refused the refund."));
    } else {
      logger.warn({ refund: refund.id, err: e.message ?? String(err) }, "stripe refund not answered");
    }
    return;
  }
  await transaction(db, (tx) => applyStripeRefund(tx, config, answer));
}

/** The payment's refund at Stripe made for our refund row, if any. */
async function findAtStripe(stripe: Stripe, paymentIntent: string, refundId: string): Promise<Stripe.Refund | undefined> {
  for await (const r of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })) if (r.metadata?.refund_id === refundId) return r;
  return undefined;
}

/** Our refund row for Stripe's refund (by its id, else by our metadata), locked; undefined when it is not one of ours. */
async function refundRowOf(tx: Db, refund: Stripe.Refund): Promise<RefundRow | undefined> {
  const [byId] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.stripeRefundId, refund.id)).for("update");
  if (byId) return byId;
  const ours = refund.metadata?.refund_id;
  if (!ours || !isUuid(ours)) return undefined;
  const [byMetadata] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.id, ours)).for("update");
  // A row that already has another Stripe refund is not this one's.
  return byMetadata && (!byMetadata.stripeRefundId || byMetadata.stripeRefundId === refund.id) ? byMetadata : undefined;
}

/**
 * Record a Stripe refund on our row, from Stripe's answer or its webhook, whichever comes first
 * and however often: the first to bring Stripe's id stores it and tells the client (unless it
 * failed); a pending refund becomes succeeded or failed; a succeeded one can still fail later
 * (Stripe says so). In the caller's transaction. False when the refund is not one of ours.
 */
export async function applyStripeRefund(tx: Db, config: Config, refund: Stripe.Refund): Promise<boolean> {
  const row = await refundRowOf(tx, refund);
  if (!row) return false;
  const next = statusOf(refund);
  if (!row.stripeRefundId) {
    await tx.update(invoiceRefunds).set({ stripeRefundId: refund.id }).where(eq(invoiceRefunds.id, row.id));
    if (next !== "failed" && row.status !== "failed") await tellClient(tx, config, row);
  }
  const settles = (row.status === "pending" && next !== "pending") || (row.status === "succeeded" && next === "failed");
  if (!settles) return true;
  if (next === "failed") await refundFailed(tx, config, row.id, failureOf(refund));
  else
    await tx
      .update(invoiceRefunds)
      .set({ status: next, settledAt: sql`now()` })
      .where(eq(invoiceRefunds.id, row.id));
  return true;
}

/** The refund failed at Stripe: marked so with Stripe's words, and the office told that the amount is owed to the client. */
async function refundFailed(tx: Db, config: Config, refundId: string, message: string): Promise<void> {
  const [row] = await tx
    .update(invoiceRefunds)
    .set({ status: "failed", failureMessage: message, settledAt: sql`now()` })
    .where(and(eq(invoiceRefunds.id, refundId), sql`${invoiceRefunds.status} <> 'failed'`))
    .returning();
  if (!row) return;
  const facts = await factsOf(tx, row);
  await enqueueMail(tx, {
    kind: "invoice.refund-failed-notify",
    data: {
      invoice: invoiceFacts(facts.document),
      amountCents: row.amountCents,
      paymentReference: facts.payment.reference ?? "",
      creditNumber: facts.creditNumber,
      message,
      adminUrl: adminInvoiceUrl(config, row.invoiceId),
      company: mailCompany(config),
    },
  });
}

/** The client's e-mail: part or all of their card payment is on its way back, and the credit note that records it. */
async function tellClient(tx: Db, config: Config, row: RefundRow): Promise<void> {
  const { document, payment, creditNumber } = await factsOf(tx, row);
  if (!document.client.email) return;
  await enqueueMail(tx, {
    kind: "invoice.refund",
    data: {
      invoice: invoiceFacts(document),
      amountCents: row.amountCents,
      paymentReference: payment.reference ?? "",
      paidOn: payment.paidOn,
      creditNumber,
      reason: row.reason,
      url: portalInvoiceUrl(config, document),
      company: mailCompany(config),
    },
    language: document.client.language,
  });
}

async function factsOf(tx: Db, row: RefundRow) {
  const document = await invoiceDocument(tx, (await loadInvoice(tx, row.invoiceId))!);
  const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, row.paymentId));
  const [credit] = row.creditId ? await tx.select({ number: invoiceCredits.number }).from(invoiceCredits).where(eq(invoiceCredits.id, row.creditId)) : [];
  return { document, payment: payment!, creditNumber: credit?.number ?? "" };
}
