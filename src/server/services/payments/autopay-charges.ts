import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { businessDay } from "../../../shared/business-time";
import { invoiceBalance } from "../../../shared/billing/invoice-actions";
import { CHARGE_RETRY_DAYS } from "../../../shared/schemas/autopay";
import { localeFormat } from "../../../shared/locale-format";
import { queryRows, type Db } from "../../db/client";
import { transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import type { InvoiceDetail } from "../../../shared/schemas/invoices";
import { invoiceCharges } from "../../db/schema/index";
import { wakeAfterCommit } from "../../db/wake";
import type { Config } from "../../env";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import type { ChargeFailureReason } from "../../mail/templates/inputs/autopay";
import { adminInvoiceUrl, portalInvoiceUrl } from "../invoices/invoice-mail";
import { invoiceDetail, invoiceDocument, loadInvoice, type InvoiceRow } from "../invoices/invoice-record";
import { recordInvoiceEvent, type InvoiceActor } from "../invoices/record-event";
import { autopayCardOf } from "./autopay-card";
import { STRIPE, applyCardPayment, refundNeeded } from "./card-payment";

// Automatic payment of issued invoices by the card on file (decision 074), the database's side:
// a charge is queued in the transaction that issues the invoice, settled by Stripe's signed events
// (or by its refusal when the charge is sent: charge-sender.ts), and a declined one is tried again
// after 3 and 7 days before the office is told. An invoice turns Paid only on Stripe's event.

export type ChargeRow = typeof invoiceCharges.$inferSelect;

const en = localeFormat("en");
const AUTOPAY: InvoiceActor = { type: "system", name: "Automatic payment" };

/** Our idempotency key of a charge: one per invoice and attempt, so asking Stripe again never charges twice. */
export const chargeKey = (invoiceId: string, attempt: number) => `autopay:${invoiceId}:${attempt}`;

/**
 * In the transaction that issues `row`: queue its charge when its client pays automatically and
 * something is owed; the card it is charged to. Nothing when card payments are off, or when the
 * invoice already has an open charge (the unique index says so whichever process tries).
 */
export async function queueAutopayCharge(tx: Db, row: InvoiceRow, config: Config): Promise<{ card: string } | null> {
  if (!config.stripe || !row.clientId || row.status !== "issued") return null;
  const balance = invoiceBalance(row);
  if (balance <= 0) return null;
  const card = await autopayCardOf(tx, row.clientId);
  if (!card) return null;
  const attempt = await nextAttempt(tx, row.id);
  const queued = await tx
    .insert(invoiceCharges)
    .values({ invoiceId: row.id, attempt, idempotencyKey: chargeKey(row.id, attempt), amountCents: balance, ...card })
    .onConflictDoNothing()
    .returning({ id: invoiceCharges.id });
  if (queued.length === 0) return null;
  wakeAfterCommit(tx, "charges");
  return { card: card.card };
}

async function nextAttempt(tx: Db, invoiceId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select coalesce(max(attempt), 0)::int + 1 as n from invoice_charges where invoice_id = ${invoiceId}`);
  return row!.n;
}

/** What a failed charge was told, as the sender or Stripe's event has it. */
export type ChargeFailure = { reason: ChargeFailureReason; detail: string; paymentIntentId: string | null };

/** Our words for Stripe's decline and error codes. */
export function failureReason(code: string | null | undefined): ChargeFailureReason {
  switch (code) {
    case "insufficient_funds":
      return "insufficient_funds";
    case "expired_card":
      return "expired_card";
    case "authentication_required":
      return "authentication_required";
    case "resource_missing":
    case "payment_method_unactivated":
    case "card_not_supported":
    case "lost_card":
    case "stolen_card":
    case "pickup_card":
      return "card_unusable";
    default:
      return "declined";
  }
}

/**
 * A charge was declined (or could not be made): recorded once however often it is said (the sender's
 * answer and Stripe's event both say it), the client told, the next attempt queued after its days,
 * or, after the last, the office told.
 */
export async function chargeFailed(tx: Db, config: Config, chargeId: string, failure: ChargeFailure): Promise<boolean> {
  const [charge] = await tx
    .update(invoiceCharges)
    .set({
      status: "failed",
      failureCode: failure.reason,
      failureMessage: failure.detail.slice(0, 500),
      paymentIntentId: sql`coalesce(${invoiceCharges.paymentIntentId}, ${failure.paymentIntentId})`,
      settledAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(invoiceCharges.id, chargeId), inArray(invoiceCharges.status, ["sending", "processing"])))
    .returning();
  if (!charge) return false;
  const row = (await loadInvoice(tx, charge.invoiceId, true))!;
  await recordInvoiceEvent(tx, {
    invoiceId: row.id,
    kind: "charge_failed",
    actor: STRIPE,
    details: { card: charge.card, amount: en.money(charge.amountCents), reason: failure.detail, reference: charge.paymentIntentId },
  });
  const nextTry = await queueRetry(tx, row, charge);
  const document = await invoiceDocument(tx, row);
  const invoice = { number: row.number ?? "", title: row.title, amountCents: charge.amountCents };
  if (document.client.email) {
    await enqueueMail(tx, {
      kind: "autopay.failed",
      language: document.client.language,
      data: {
        invoice,
        card: charge.card,
        reason: failure.reason,
        nextTry: nextTry ? businessDay(nextTry) : null,
        client: { name: document.client.fullName, email: document.client.email },
        url: portalInvoiceUrl(config, document),
        company: mailCompany(config),
      },
    });
  }
  if (!nextTry) await tellOffice(tx, config, row, charge, failure.detail, false);
  return true;
}

/** The next attempt of a declined charge, 3 then 7 days after the first failure, while the invoice is owed and autopay on; its time or null. */
async function queueRetry(tx: Db, row: InvoiceRow, charge: ChargeRow): Promise<Date | null> {
  const days = CHARGE_RETRY_DAYS[charge.attempt - 1];
  if (days === undefined || row.status !== "issued" || invoiceBalance(row) <= 0 || !row.clientId) return null;
  const card = await autopayCardOf(tx, row.clientId);
  if (!card) return null;
  // Counted from the first failure.
  const [first] = await queryRows<{ at: Date }>(
    tx,
    sql`select coalesce(settled_at, now()) as at from invoice_charges where invoice_id = ${row.id} and attempt = 1`,
  );
  const sendAfter = new Date(new Date(first?.at ?? Date.now()).getTime() + days * 24 * 3600 * 1000);
  const attempt = charge.attempt + 1;
  const queued = await tx
    .insert(invoiceCharges)
    .values({ invoiceId: row.id, attempt, idempotencyKey: chargeKey(row.id, attempt), amountCents: invoiceBalance(row), sendAfter, ...card })
    .onConflictDoNothing()
    .returning({ id: invoiceCharges.id });
  return queued.length > 0 ? sendAfter : null;
}

/** To the company inbox: automatic payment stopped trying this invoice (declined at every try, or its outcome unknown). */
export async function tellOffice(tx: Db, config: Config, row: InvoiceRow, charge: ChargeRow, detail: string, unknown: boolean) {
  const document = await invoiceDocument(tx, row);
  await enqueueMail(tx, {
    kind: "autopay.failed-notify",
    data: {
      invoice: {
        number: row.number ?? "",
        title: row.title,
        amountCents: charge.amountCents,
        clientName: document.client.fullName,
        clientEmail: document.client.email,
      },
      card: charge.card,
      attempts: charge.attempt,
      detail,
      unknown,
      adminUrl: adminInvoiceUrl(config, row.id),
      company: mailCompany(config),
    },
  });
}

/** The charge a PaymentIntent was made for (our metadata names it), locked. */
async function chargeOfIntent(tx: Db, intent: Stripe.PaymentIntent): Promise<ChargeRow | undefined> {
  const id = intent.metadata?.charge_id;
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [charge] = await tx.select().from(invoiceCharges).where(eq(invoiceCharges.id, id)).for("update");
  return charge;
}

/**
 * Stripe's signed `payment_intent.succeeded` for one of our charges: the payment recorded on its
 * invoice, once. Money that came in is recorded whatever we thought of the charge (a timeout that
 * turned out to have gone through): any later attempt still queued is dropped.
 */
export async function applyChargeSucceeded(
  tx: Db,
  config: Config,
  intent: Stripe.PaymentIntent,
): Promise<"stored" | "recorded" | "already_recorded" | "refund_needed"> {
  const charge = await chargeOfIntent(tx, intent);
  if (!charge) return "stored";
  if (charge.status === "succeeded") return "already_recorded";
  const payment = { invoiceId: charge.invoiceId, amountCents: intent.amount_received || intent.amount, reference: intent.id, actor: AUTOPAY };
  await tx
    .update(invoiceCharges)
    .set({ status: "canceled", lockedBy: null, lockedUntil: null })
    .where(and(eq(invoiceCharges.invoiceId, charge.invoiceId), eq(invoiceCharges.status, "queued"), sql`${invoiceCharges.id} <> ${charge.id}`));
  // A charge given up as declined or canceled that went through after all, while a later attempt is
  // out: the invoice keeps its one open charge, and this money goes back to the client.
  const [later] = await queryRows<{ id: string }>(
    tx,
    sql`select id from invoice_charges where invoice_id = ${charge.invoiceId} and id <> ${charge.id}
        and status in ('sending', 'processing', 'succeeded', 'unknown')`,
  );
  if (later) {
    await refundNeeded(tx, config, { ...payment, reason: "An earlier automatic charge went through after a later one was sent." });
    return "refund_needed";
  }
  await tx
    .update(invoiceCharges)
    .set({ status: "succeeded", paymentIntentId: intent.id, settledAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(eq(invoiceCharges.id, charge.id));
  return applyCardPayment(tx, config, { ...payment, automaticCard: charge.card });
}

/** Stripe's signed `payment_intent.payment_failed` for one of our charges. */
export async function applyChargeFailedEvent(tx: Db, config: Config, intent: Stripe.PaymentIntent): Promise<"stored" | "recorded"> {
  const charge = await chargeOfIntent(tx, intent);
  if (!charge) return "stored";
  const error = intent.last_payment_error;
  const failed = await chargeFailed(tx, config, charge.id, {
    reason: failureReason(error?.decline_code ?? error?.code),
    detail: error?.message ?? "The card was declined.",
    paymentIntentId: intent.id,
  });
  return failed ? "recorded" : "stored";
}

/**
 * The client saved another card: a declined invoice's next attempt waiting for its day is tried
 * now, with that card (the charge worker reads the card on file before a first send).
 */
export async function retryWithNewCard(tx: Db, clientId: string): Promise<number> {
  const moved = await queryRows<{ id: string }>(
    tx,
    sql`update invoice_charges c set send_after = now()
        from invoices i
        where i.id = c.invoice_id and i.client_id = ${clientId} and c.status = 'queued' and c.attempt > 1 and c.send_after > now()
        returning c.id`,
  );
  if (moved.length > 0) wakeAfterCommit(tx, "charges");
  return moved.length;
}

/**
 * Staff looked in the Stripe Dashboard and found no payment for a charge whose outcome Stripe could
 * not tell us (`unknown`): it is closed as not charged, so the invoice is paid another way (or
 * charged again when it is next issued) and its reminders resume. 404 for no such attempt; 409 for
 * any other state (a charge Stripe answered is settled by Stripe's own event).
 */
export async function closeUnknownCharge(o: { db: Db; id: string; attempt: number; actor: InvoiceActor; today: string }): Promise<InvoiceDetail> {
  return transaction(o.db, async (tx) => {
    const row = await loadInvoice(tx, o.id, true);
    if (!row) throw notFound("invoice");
    const [charge] = await tx
      .select()
      .from(invoiceCharges)
      .where(and(eq(invoiceCharges.invoiceId, row.id), eq(invoiceCharges.attempt, o.attempt)))
      .for("update");
    if (!charge) throw notFound("Automatic charge");
    if (charge.status !== "unknown")
      throw new AppError("conflict", "Only an automatic charge whose outcome Stripe could not tell can be closed here: Stripe settles the others itself.");
    await tx
      .update(invoiceCharges)
      .set({ status: "canceled", settledAt: sql`now()` })
      .where(eq(invoiceCharges.id, charge.id));
    await recordInvoiceEvent(tx, {
      invoiceId: row.id,
      kind: "charge_failed",
      actor: o.actor,
      details: { card: charge.card, amount: en.money(charge.amountCents), reason: "Not charged: no payment found in Stripe." },
    });
    return (await invoiceDetail(tx, row.id, o.today))!;
  });
}
