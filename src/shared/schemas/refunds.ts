import { z } from "zod";
import type { RefundStatus } from "./autopay";
import type { InvoiceDetail } from "./invoices";
import { requiredText } from "./text-fields";

// Refunds of card payments (decision 076): staff give back all or part of a card payment made
// through Stripe from the admin invoice page. Each refund is a credit note of the same amount on
// the invoice and a refund at Stripe asked with the refund's own idempotency key.

export const REFUND_LIMITS = {
  reason: 500,
  /** $10,000,000, as every invoice amount. */
  amountCents: 1_000_000_000,
} as const;

/** POST /api/admin/invoices/{id}/refunds: which card payment, how much of it (cents), and why. */
export const refundSchema = z.object({
  paymentId: z.guid("Payment must be a payment id"),
  amountCents: z
    .number("Amount must be a number")
    .int("Amount must be in whole cents")
    .gt(0, "Amount must be greater than 0")
    .max(REFUND_LIMITS.amountCents, "Amount must be at most $10,000,000"),
  reason: requiredText("Reason", REFUND_LIMITS.reason),
});
export type RefundInput = z.input<typeof refundSchema>;

/** A refund as the admin's invoice page lists it, newest last. */
export type InvoiceRefund = {
  id: string;
  paymentId: string;
  /** The card payment's reference: Stripe's PaymentIntent id (pi_...). */
  paymentReference: string | null;
  amountCents: number;
  reason: string;
  /** pending: asked of Stripe (or not yet answered); succeeded: done; failed: Stripe refused it (`failureMessage`). */
  status: RefundStatus;
  /** The credit note that took the amount off the invoice (C-2026-0001). */
  creditNumber: string | null;
  /** Stripe's refund id (re_...): null until Stripe answered. */
  stripeRefundId: string | null;
  failureMessage: string | null;
  createdBy: string | null;
  createdAt: string;
  settledAt: string | null;
};

/**
 * What POST .../refunds and .../refunds/{refund}/retry answer (200 whenever the refund is on
 * record, whatever Stripe said): the invoice as it is now and the refund, whose status says
 * whether Stripe took it (succeeded or pending) or refused it (failed, with Stripe's message).
 */
export type RefundResult = {
  invoice: InvoiceDetail["invoice"];
  refund: InvoiceRefund;
};
