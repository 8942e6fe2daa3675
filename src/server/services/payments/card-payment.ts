import { businessDay } from "../../../shared/business-time";
import { localeFormat } from "../../../shared/locale-format";
import type { Db } from "../../db/client";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { adminInvoiceUrl, invoiceFacts } from "../invoices/invoice-mail";
import { invoiceDocument, loadInvoice } from "../invoices/invoice-record";
import { recordInvoiceEvent, type InvoiceActor } from "../invoices/record-event";
import { recordPayment } from "../invoices/record-payment";

// A card payment Stripe confirmed, by Checkout (decision 033) or by an automatic charge (decision
// 074), put on its invoice once, in the event's transaction.

const en = localeFormat("en");

export const STRIPE: InvoiceActor = { type: "system", name: "Stripe" };

/**
 * Record the payment; when the invoice cannot take it (paid another way or voided meanwhile, or more
 * than is left), the invoice's history says so and the office is told to refund all that was paid.
 * `details` are added to that history's entry (the Checkout session, say).
 */
export async function applyCardPayment(
  tx: Db,
  config: Config,
  o: {
    invoiceId: string;
    amountCents: number;
    tipCents?: number;
    reference: string;
    actor?: InvoiceActor;
    details?: Record<string, string>;
    /** The card on file an automatic charge was made to (the receipt says so). */
    automaticCard?: string;
  },
): Promise<"recorded" | "refund_needed"> {
  const today = businessDay();
  try {
    // A savepoint: a refusal leaves the rest of the event's transaction usable.
    await transaction(tx, (sp) =>
      recordPayment(sp, {
        invoiceId: o.invoiceId,
        payment: {
          amountCents: o.amountCents,
          tipCents: o.tipCents ?? 0,
          paidOn: today,
          method: "card",
          reference: o.reference,
          automaticCard: o.automaticCard,
        },
        source: "stripe",
        actor: o.actor ?? STRIPE,
        today,
        config,
      }),
    );
    return "recorded";
  } catch (err) {
    // Retrying cannot help: the money goes back to the client.
    if (!(err instanceof AppError && err.code === "conflict")) throw err;
    await refundNeeded(tx, config, { ...o, reason: err.message });
    return "refund_needed";
  }
}

/** Money Stripe took that its invoice cannot take: on the invoice's history, and the office told to refund all of it. */
export async function refundNeeded(
  tx: Db,
  config: Config,
  o: { invoiceId: string; amountCents: number; tipCents?: number; reference: string; details?: Record<string, string>; reason: string },
): Promise<void> {
  const amount = en.money(o.amountCents + (o.tipCents ?? 0));
  await recordInvoiceEvent(tx, {
    invoiceId: o.invoiceId,
    kind: "refund_needed",
    actor: STRIPE,
    details: { amount, reference: o.reference, ...o.details, reason: o.reason },
  });
  const document = await invoiceDocument(tx, (await loadInvoice(tx, o.invoiceId))!, businessDay());
  await enqueueMail(tx, {
    kind: "invoice.card-refund-notify",
    data: {
      invoice: invoiceFacts(document),
      amount,
      reason: o.reason,
      paymentIntent: o.reference,
      adminUrl: adminInvoiceUrl(config, o.invoiceId),
      company: mailCompany(config),
    },
  });
}
