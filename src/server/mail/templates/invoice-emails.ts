import type { Locale } from "../../../shared/locale";
import { PAYMENT_METHOD_WORDS } from "../../../shared/options/payment-methods";
import type { PaymentMethod } from "../../../shared/schemas/invoices";
import type { MailCompany } from "../company";
import { invoiceReceiptFr, invoiceSentFr } from "./fr/invoice-emails";
import { mailFormat } from "./mail-format";
import type { RenderedMail } from "./rendered-mail";

// Invoice e-mails: to the client (the invoice, a receipt for each payment), in the client's
// language, and to the company inbox (a client says an e-Transfer is on its way), in English.

/** What every invoice e-mail says about the invoice: amounts in cents, the due day as stored. */
export type InvoiceMailFacts = {
  number: string;
  kind: "standard" | "deposit";
  title: string;
  totalCents: number;
  balanceCents: number;
  dueDate: string | null;
  /** Terms "on receipt": due now rather than by a date. */
  dueNow: boolean;
  clientName: string;
  clientEmail: string | null;
};

/** How the client can pay: the e-Transfer address (when the company has one) and the portal page. */
export type PayingFacts = { etransferEmail: string | null; url: string };

export type InvoiceSent = { invoice: InvoiceMailFacts; paying: PayingFacts; company: MailCompany };
export type InvoiceReceipt = { invoice: InvoiceMailFacts; amountCents: number; paidOn: string; method: PaymentMethod; url: string; company: MailCompany };

const en = mailFormat("en");
const signature = (c: MailCompany) => ["", `Questions? Call us at ${c.phone} or reply to ${c.email}.`, "", c.name];

const howToPay = (i: InvoiceMailFacts, p: PayingFacts, c: MailCompany) => [
  "How to pay:",
  p.etransferEmail
    ? `- Interac e-Transfer to ${p.etransferEmail}, with ${i.number} as the message.`
    : `- Call us at ${c.phone} or write to ${c.email} and we will tell you how to pay.`,
  `- Or open the invoice in your client portal: ${p.url}`,
];

/** The invoice, with how to pay it; the PDF is attached. */
export function invoiceSentMail(d: InvoiceSent, language: Locale = "en"): RenderedMail {
  if (language === "fr") return invoiceSentFr(d);
  const { invoice: i, company: c } = d;
  const what = i.kind === "deposit" ? `the deposit invoice ${i.number} for ${i.title}` : `invoice ${i.number} for ${i.title}`;
  const due = i.dueNow ? "due now" : `due by ${en.date(i.dueDate ?? "")}`;
  return {
    to: i.clientEmail!,
    replyTo: c.email,
    subject: `${i.kind === "deposit" ? "Deposit invoice" : "Invoice"} ${i.number} - ${c.name}`,
    text: [
      `Hello ${i.clientName},`,
      "",
      `Here is ${what}: ${en.money(i.balanceCents)} ${due}. The PDF is attached.`,
      "",
      ...howToPay(i, d.paying, c),
      ...signature(c),
    ].join("\n"),
  };
}

/** A receipt for one payment, with what is left to pay (or that the invoice is paid in full). */
export function invoiceReceiptMail(d: InvoiceReceipt, language: Locale = "en"): RenderedMail {
  if (language === "fr") return invoiceReceiptFr(d);
  const { invoice: i, company: c } = d;
  return {
    to: i.clientEmail!,
    replyTo: c.email,
    subject: `Payment received for invoice ${i.number} - ${c.name}`,
    text: [
      `Hello ${i.clientName},`,
      "",
      `Thank you: we received your payment of ${en.money(d.amountCents)} (${PAYMENT_METHOD_WORDS[d.method]}) on ${en.date(d.paidOn)} for invoice ${i.number} (${i.title}, ${en.money(i.totalCents)}).`,
      "",
      i.balanceCents === 0 ? "This invoice is now paid in full." : `The balance still due is ${en.money(i.balanceCents)}.`,
      "",
      `Your invoice and its payments: ${d.url}`,
      ...signature(c),
    ].join("\n"),
  };
}

/** To the company: a client says they sent an Interac e-Transfer for an invoice. */
export function invoiceEtransferNotifyMail(d: { invoice: InvoiceMailFacts; adminUrl: string; company: MailCompany }): RenderedMail {
  const { invoice: i, company: c } = d;
  return {
    to: c.inbox,
    replyTo: i.clientEmail ?? undefined,
    subject: `e-Transfer sent for invoice ${i.number} by ${i.clientName}`,
    text: [
      `${i.clientName} says they sent an Interac e-Transfer of ${en.money(i.balanceCents)} for invoice ${i.number} (${i.title}).`,
      "",
      "When it arrives, record the payment on the invoice:",
      d.adminUrl,
    ].join("\n"),
  };
}
