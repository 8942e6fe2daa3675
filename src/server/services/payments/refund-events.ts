import type Stripe from "stripe";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { applyStripeRefund } from "./refunds";
import type { WebhookOutcome } from "./stripe-webhook";

// Stripe's events about refunds (decision 076), in the event's transaction: they settle a refund
// staff made (pending → succeeded or failed) by Stripe's refund id or our metadata.refund_id, and
// store Stripe's id when the event outruns the answer to our own request.

/** refund.created, refund.updated, refund.failed: the refund itself. */
export async function applyRefundEvent(tx: Db, config: Config, refund: Stripe.Refund): Promise<WebhookOutcome> {
  return (await applyStripeRefund(tx, config, refund)) ? "refund_settled" : "stored";
}

/** charge.refunded: the charge, with its refunds when Stripe includes them (older API versions do). */
export async function applyChargeRefunded(tx: Db, config: Config, charge: Stripe.Charge): Promise<WebhookOutcome> {
  let ours = false;
  for (const refund of charge.refunds?.data ?? []) if (await applyStripeRefund(tx, config, refund)) ours = true;
  return ours ? "refund_settled" : "stored";
}
