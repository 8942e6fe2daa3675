import { and, eq, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type Stripe from "stripe";
import { businessDay } from "../../../shared/business-time";
import { localeFormat } from "../../../shared/locale-format";
import type { Db } from "../../db/client";
import { invoiceCheckouts, invoicePayments, stripeEvents } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { adminInvoiceUrl, invoiceFacts } from "../invoices/invoice-mail";
import { invoiceDocument, loadInvoice } from "../invoices/invoice-record";
import { recordInvoiceEvent, type InvoiceActor } from "../invoices/record-event";
import { recordPayment } from "../invoices/record-payment";

// Stripe's signed webhook, once verified (decision 033). Each event is processed once: its id is
// stored in the same transaction as its effect, so a repeated delivery finds it and does nothing,
// and a delivery that fails half-way leaves nothing behind for Stripe's retry to trip on.

const en = localeFormat("en");

const STRIPE: InvoiceActor = { type: "system", name: "Stripe" };

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
  | "refund_needed";

/** Process one verified event, once however often it is delivered, in whatever order. */
export async function processStripeEvent(db: Db, config: Config, logger: Logger, event: Stripe.Event): Promise<WebhookOutcome> {
  const outcome = await transaction(db, async (tx): Promise<WebhookOutcome> => {
    const fresh = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (fresh.length === 0) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return applyPaidSession(tx, config, event.data.object);
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

  const amountCents = session.amount_total;
  const today = businessDay();
  try {
    // A savepoint: a refusal leaves the rest of the event's transaction usable.
    await transaction(tx, (sp) =>
      recordPayment(sp, {
        invoiceId: row.id,
        payment: { amountCents, paidOn: today, method: "card", reference },
        source: "stripe",
        actor: STRIPE,
        today,
        config,
      }),
    );
    return "recorded";
  } catch (err) {
    // Paid by e-Transfer meanwhile, voided, or more than what is left: retrying cannot help.
    if (!(err instanceof AppError && err.code === "conflict")) throw err;
    const amount = en.money(amountCents);
    await recordInvoiceEvent(tx, {
      invoiceId: row.id,
      kind: "refund_needed",
      actor: STRIPE,
      details: { amount, reference, session: session.id, reason: err.message },
    });
    const document = await invoiceDocument(tx, (await loadInvoice(tx, row.id))!, today);
    await enqueueMail(tx, {
      kind: "invoice.card-refund-notify",
      data: {
        invoice: invoiceFacts(document),
        amount,
        reason: err.message,
        paymentIntent: reference,
        adminUrl: adminInvoiceUrl(config, row.id),
        company: mailCompany(config),
      },
    });
    return "refund_needed";
  }
}

/** The payment's reference on the invoice: Stripe's PaymentIntent id (the session's, if it has none). */
function paymentReference(session: Stripe.Checkout.Session): string {
  const intent = session.payment_intent;
  if (typeof intent === "string") return intent;
  return intent?.id ?? session.id;
}
