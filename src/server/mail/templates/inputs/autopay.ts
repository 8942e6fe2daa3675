import type { MailCompany } from "../../company";
import type { ReminderCompany } from "./reminder";

// What the automatic payment e-mails take (decision 074), and the words each language gives them
// (en/, fr/autopay-emails.ts). Amounts in cents, days as stored.

/** Why a charge failed, in words the client can act on (Stripe's own messages are English only). */
export const CHARGE_FAILURE_REASONS = ["insufficient_funds", "expired_card", "authentication_required", "card_unusable", "declined"] as const;
export type ChargeFailureReason = (typeof CHARGE_FAILURE_REASONS)[number];

export type AutopayInvoice = { number: string; title: string; amountCents: number };

/** To the client: their card was not charged for an invoice. */
export type AutopayFailed = {
  invoice: AutopayInvoice;
  /** "Visa •••• 4242". */
  card: string;
  reason: ChargeFailureReason;
  /** The day the card is tried again; null after the last try. */
  nextTry: string | null;
  client: { name: string; email: string };
  /** The invoice in the portal: pay it there, or save another card. */
  url: string;
  company: MailCompany;
};

/** To the client: the card on file expires soon (sent by the hourly reminder pass). */
export type CardExpiring = {
  card: string;
  /** The last day the card works (the end of its month). */
  expires: string;
  client: { name: string; email: string };
  url: string;
  company: ReminderCompany;
};

/** To the company inbox: an invoice automatic payment could not collect. */
export type AutopayGivenUp = {
  invoice: AutopayInvoice & { clientName: string; clientEmail: string | null };
  card: string;
  attempts: number;
  /** What the bank or Stripe said last, as Stripe wrote it. */
  detail: string;
  /** True when Stripe could not say whether the card was charged. */
  unknown: boolean;
  adminUrl: string;
  company: MailCompany;
};

export type AutopayWords = {
  failed: {
    subject: (i: AutopayInvoice) => string;
    notCharged: (d: AutopayFailed) => string;
    reason: Record<ChargeFailureReason, string>;
    retry: (day: string) => string;
    lastTry: string;
    act: string;
  };
  expiring: {
    subject: (card: string) => string;
    expires: (d: CardExpiring) => string;
    act: string;
  };
};
