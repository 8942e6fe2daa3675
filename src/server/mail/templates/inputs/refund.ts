import type { MailCompany } from "../../company";
import type { InvoiceMailFacts } from "./invoice";

// What the refund e-mails take (decision 076), and the words each language gives the client's
// (en/, fr/refund-emails.ts). Amounts in cents, days as stored.

/** To the client: part or all of a card payment is being given back to their card. */
export type InvoiceRefundMail = {
  invoice: InvoiceMailFacts;
  amountCents: number;
  /** The card payment's reference: Stripe's PaymentIntent id (pi_...). */
  paymentReference: string;
  /** The day the card payment was made. */
  paidOn: string;
  /** The credit note that takes the amount off the invoice (C-2026-0001). */
  creditNumber: string;
  reason: string;
  url: string;
  company: MailCompany;
};

/** To the company inbox: Stripe refused (or later failed) a refund: the money is owed to the client another way. */
export type RefundFailedNotify = {
  invoice: InvoiceMailFacts;
  amountCents: number;
  paymentReference: string;
  creditNumber: string;
  /** What Stripe said. */
  message: string;
  adminUrl: string;
  company: MailCompany;
};

export type RefundWords = {
  subject: (i: InvoiceMailFacts) => string;
  refunded: (d: InvoiceRefundMail) => string;
  reason: (reason: string) => string;
  creditNote: (d: InvoiceRefundMail) => string;
  /** How long a card refund takes to show. */
  delay: string;
  /** The label of the portal link. */
  invoicePage: string;
};
