import type { InvoiceKind, PaymentMethod } from "../../../../shared/schemas/invoices";
import type { MailCompany } from "../../company";

// What the invoice e-mails take, and the words each language gives those to the client
// (en/, fr/invoice-emails.ts). Amounts in cents, days as stored.

/** What every invoice e-mail says about the invoice: amounts in cents, the due day as stored. */
export type InvoiceMailFacts = {
  number: string;
  kind: InvoiceKind;
  title: string;
  totalCents: number;
  balanceCents: number;
  dueDate: string | null;
  /** Terms "on receipt": due now rather than by a date. */
  dueNow: boolean;
  clientName: string;
  clientEmail: string | null;
};

/**
 * How the client can pay: the e-Transfer address (when the company has one) and the portal page;
 * `autopay` names the card on file when the invoice is charged to it automatically (decision 074).
 */
export type PayingFacts = { etransferEmail: string | null; url: string; autopay?: string | null };

export type InvoiceSent = { invoice: InvoiceMailFacts; paying: PayingFacts; company: MailCompany };
/**
 * `tipCents`: a tip for the crew paid with it (decision 075), said apart from the payment;
 * `automaticCard`: the card on file it was charged to automatically (decision 074).
 */
export type InvoiceReceipt = {
  invoice: InvoiceMailFacts;
  amountCents: number;
  tipCents?: number;
  automaticCard?: string;
  paidOn: string;
  method: PaymentMethod;
  url: string;
  company: MailCompany;
};

export type InvoiceWords = {
  sent: {
    subject: (i: InvoiceMailFacts) => string;
    hereIs: (i: InvoiceMailFacts) => string;
    howToPay: string;
    etransfer: (i: InvoiceMailFacts, email: string) => string;
    callOrWrite: (c: MailCompany) => string;
    /** The label of the portal link, last of the ways to pay. */
    orOpen: string;
    /** Instead of the ways to pay: the card on file is charged. */
    autopay: (card: string) => string;
    /** The label of the portal link after it. */
    open: string;
  };
  receipt: {
    subject: (i: InvoiceMailFacts) => string;
    received: (d: InvoiceReceipt) => string;
    /** A tip paid with it: not part of the payment, for the crew. */
    tip: (cents: number) => string;
    /** Charged to the card on file by automatic payment. */
    automatic: (card: string) => string;
    paidInFull: string;
    balance: (cents: number) => string;
    /** The label of the portal link. */
    invoicePage: string;
  };
};
