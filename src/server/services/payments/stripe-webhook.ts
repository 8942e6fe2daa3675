import { and, eq, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type Stripe from "stripe";
import type { Db } from "../../db/client";
import { invoiceCheckouts, invoicePayments, stripeEvents } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { loadInvoice } from "../invoices/invoice-record";
import { applyChargeFailedEvent, applyChargeSucceeded } from "./autopay-charges";
import { applyCardPayment } from "./card-payment";
import { applyCardAttached, applyCardDetached, applyCardUpdated, applySetupCompleted } from "./card-events";
import { applyChargeRefunded, applyRefundEvent } from "./refund-events";

// Stripe's signed webhook, once verified (decision 033). Each event is processed once: its id is
// stored in the same transaction as its effect, so a repeated delivery finds it and does nothing,
// and a delivery that fails half-way leaves nothing behind for Stripe's retry to trip on.

export type WebhookOutcome =
  /** Seen before: nothing done. */
  | "duplicate"
  /** Stored and acknowledged: an event we do not act on, or a session that is not (yet) paid or not ours. */
  | "stored"
  /** The card payment is now on its invoice. */
  | "recorded"
  /** Already on its invoice (another event of the same payment came first). */
  | "already_recorded"
  /** Could not be put on its invoice: logged on the invoice, and the company told to refund it. */
  | "refund_needed"
  /** A refund staff made (decision 076): Stripe's id stored, or settled (succeeded or failed). */
  | "refund_settled";

/** Process one verified event, once however often it is delivered, in whatever order. */
export async function processStripeEvent(db: Db, config: Config, logger: Logger, event: Stripe.Event): Promise<WebhookOutcome> {
  const outcome = await transaction(db, async (tx): Promise<WebhookOutcome> => {
    const fresh = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (fresh.length === 0) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        // A page that saved a card (setup mode) pays nothing: its own handler (decision 074).
        if (event.data.object.mode === "setup") return applySetupCompleted(tx, event.data.object);
        return applyPaidSession(tx, config, event.data.object);
      // The card on file (decision 074).
      case "payment_method.attached":
        return applyCardAttached(tx, config, logger, event.data.object);
      case "payment_method.detached":
        return applyCardDetached(tx, event.data.object);
      case "payment_method.updated":
      case "payment_method.automatically_updated":
        return applyCardUpdated(tx, event.data.object);
      // Automatic charges of the card on file (decision 074).
      case "payment_intent.succeeded":
        return applyChargeSucceeded(tx, config, event.data.object);
      case "payment_intent.payment_failed":
        return applyChargeFailedEvent(tx, config, event.data.object);
      // Refunds staff made from the invoice page (decision 076).
      case "refund.created":
      case "refund.updated":
      case "refund.failed":
        return applyRefundEvent(tx, config, event.data.object);
      case "charge.refunded":
        return applyChargeRefunded(tx, config, event.data.object);
      default:
        return "stored";
    }
  });
  logger.info({ stripeEvent: event.id, type: event.type, outcome }, "stripe event");
  return outcome;
}

/** A paid Checkout session: its payment recorded on the invoice it was made for, once. */
async function applyPaidSession(tx: Db, config: Config, session: Stripe.Checkout.Session): Promise<WebhookOutcome> {
  // Card payments are paid when the session completes; anything else waits for its own event.
  if (session.mode !== "payment" || session.payment_status !== "paid" || !session.amount_total) return "stored";
  const [checkout] = await tx.select().from(invoiceCheckouts).where(eq(invoiceCheckouts.id, session.id));
  // The stored session names its invoice; the metadata does too, should the event come first.
  const invoiceId = checkout?.invoiceId ?? session.metadata?.invoice_id ?? session.client_reference_id;
  // Locked first, so that two events of one payment delivered at once are applied one after the other.
  const row = invoiceId ? await loadInvoice(tx, invoiceId, true) : undefined;
  if (!row) return "stored";

  if (checkout)
    await tx
      .update(invoiceCheckouts)
      .set({ completedAt: sql`now()` })
      .where(and(eq(invoiceCheckouts.id, session.id), isNull(invoiceCheckouts.completedAt)));
  const reference = paymentReference(session);
  const [same] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(sql`${invoicePayments.invoiceId} = ${row.id} and lower(${invoicePayments.reference}) = lower(${reference})`);
  if (same) return "already_recorded";

  // The tip for the crew (decision 075) is paid on top of the invoice's part, never applied to it.
  const tipCents = sessionTip(session);
  return applyCardPayment(tx, config, {
    invoiceId: row.id,
    amountCents: session.amount_total - tipCents,
    tipCents,
    reference,
    details: { session: session.id },
  });
}

/** The session's tip (`metadata.tip_cents`): a whole number of cents, 0 when absent or not one less than the total. */
function sessionTip(session: Stripe.Checkout.Session): number {
  const raw = session.metadata?.tip_cents;
  const tip = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  // The invoice's part is more than nothing: a tip as large as the total is not one we made.
  return tip < (session.amount_total ?? 0) ? tip : 0;
}

/** The payment's reference on the invoice: Stripe's PaymentIntent id (the session's, if it has none). */
function paymentReference(session: Stripe.Checkout.Session): string {
  const intent = session.payment_intent;
  if (typeof intent === "string") return intent;
  return intent?.id ?? session.id;
}
