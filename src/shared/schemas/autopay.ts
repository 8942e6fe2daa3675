import { z } from "zod";

// Card on file and automatic payment (decision 074): what the portal and the admin read and send.

/**
 * A saved card's charge, one row per invoice and attempt:
 * - queued: waiting for its time (a retry waits 3 or 7 days);
 * - sending: a process has it and is asking Stripe (a crash here is what reconciliation finds);
 * - processing: Stripe took it; the invoice turns Paid only on Stripe's signed event;
 * - succeeded / failed: Stripe's signed event (or its refusal) said so;
 * - canceled: not sent, because the invoice was paid, voided or changed, or autopay was turned off;
 * - unknown: Stripe could not say what became of it: the office is told, nothing is retried.
 */
export const CHARGE_STATUSES = ["queued", "sending", "processing", "succeeded", "failed", "canceled", "unknown"] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** The charge statuses that hold the invoice's one live charge: no second charge while one is here. */
export const OPEN_CHARGE_STATUSES = ["queued", "sending", "processing", "succeeded", "unknown"] as const satisfies readonly ChargeStatus[];

/** Attempts after the first failure: days after that failure. After the last, the office is told. */
export const CHARGE_RETRY_DAYS = [3, 7] as const;

/** Where autopay was turned on or off. */
export const AUTOPAY_CHANNELS = ["portal", "quote_acceptance", "card_removed", "staff"] as const;
export type AutopayChannel = (typeof AUTOPAY_CHANNELS)[number];

/** A refund's state: sent to Stripe and waiting for its answer, done, or refused by Stripe. */
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A card on file as anyone may see it: never its number. */
export type SavedCard = { brand: string; last4: string; expMonth: number; expYear: number };

/** Days before a card's expiry (the end of its month) when the client is asked, once, to update it. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;

/** PUT /api/portal/autopay: the client turns automatic payment on (agreeing to the shown version) or off. */
export const autopaySchema = z.object({
  enabled: z.boolean(),
  /** The agreement's version the client saw; required to turn it on. */
  version: z.string().trim().min(1).max(40).optional(),
  /** Where the client turned it on: the portal's section, or the offer after accepting a quote. */
  channel: z.enum(["portal", "quote_acceptance"]).optional(),
});
export type AutopayInput = z.infer<typeof autopaySchema>;

/** An automatic charge as the admin's invoice page lists it (decision 074). */
export type InvoiceCharge = {
  attempt: number;
  status: ChargeStatus;
  /** "Visa •••• 4242". */
  card: string;
  amountCents: number;
  /** When it is (or was) due to be sent. */
  sendAfter: string;
  settledAt: string | null;
  /** What Stripe or the bank said of a failure. */
  failureMessage: string | null;
  paymentIntentId: string | null;
};

/**
 * Automatic payment of one invoice as the client's portal says it: waiting to be charged, being
 * charged, declined and tried again on `nextTry`, declined for good, or paid.
 */
export type InvoiceAutopay = {
  card: string;
  state: "scheduled" | "processing" | "retrying" | "failed" | "paid";
  /** The day of the next try (retrying). */
  nextTry: string | null;
};
