import type { QuoteCompany } from "./quote-emails";
import type { RenderedMail } from "./rendered-mail";

// Invoice e-mails: to the client (the invoice, a receipt for each payment) and to the company
// inbox (a client says an e-Transfer is on its way). Amounts and dates come already in words.

/** What every invoice e-mail says about the invoice. */
export type InvoiceMailFacts = {
  number: string;
  kind: "standard" | "deposit";
  title: string;
  total: string;
  balance: string;
  dueDate: string;
  /** Terms "on receipt": due now rather than by a date. */
  dueNow: boolean;
  clientName: string;
  clientEmail: string | null;
};

/** How the client can pay: the e-Transfer address (when the company has one) and the portal page. */
export type PayingFacts = { etransferEmail: string | null; url: string };

const signature = (c: QuoteCompany) => ["", `Questions? Call us at ${c.phone} or reply to ${c.email}.`, "", c.name];

const howToPay = (i: InvoiceMailFacts, p: PayingFacts, c: QuoteCompany) => [
  "How to pay:",
  p.etransferEmail
    ? `- Interac e-Transfer to ${p.etransferEmail}, with ${i.number} as the message.`
    : `- Call us at ${c.phone} or write to ${c.email} and we will tell you how to pay.`,
  `- Or open the invoice in your client portal: ${p.url}`,
];

/** The invoice, with how to pay it; the PDF is attached. */
export function invoiceSentMail(d: { invoice: InvoiceMailFacts; paying: PayingFacts; company: QuoteCompany }): RenderedMail {
  const { invoice: i, company: c } = d;
  const what = i.kind === "deposit" ? `the deposit invoice ${i.number} for ${i.title}` : `invoice ${i.number} for ${i.title}`;
  return {
    to: i.clientEmail!,
    replyTo: c.email,
    subject: `${i.kind === "deposit" ? "Deposit invoice" : "Invoice"} ${i.number} - ${c.name}`,
    text: [
      `Hello ${i.clientName},`,
      "",
      `Here is ${what}: ${i.balance} ${i.dueNow ? "due now" : `due by ${i.dueDate}`}. The PDF is attached.`,
      "",
      ...howToPay(i, d.paying, c),
      ...signature(c),
    ].join("\n"),
  };
}

/** A receipt for one payment, with what is left to pay (or that the invoice is paid in full). */
export function invoiceReceiptMail(d: {
  invoice: InvoiceMailFacts;
  amount: string;
  paidOn: string;
  method: string;
  url: string;
  company: QuoteCompany;
}): RenderedMail {
  const { invoice: i, company: c } = d;
  const paidInFull = i.balance === "$0.00";
  return {
    to: i.clientEmail!,
    replyTo: c.email,
    subject: `Payment received for invoice ${i.number} - ${c.name}`,
    text: [
      `Hello ${i.clientName},`,
      "",
      `Thank you: we received your payment of ${d.amount} (${d.method}) on ${d.paidOn} for invoice ${i.number} (${i.title}, ${i.total}).`,
      "",
      paidInFull ? "This invoice is now paid in full." : `The balance still due is ${i.balance}.`,
      "",
      `Your invoice and its payments: ${d.url}`,
      ...signature(c),
    ].join("\n"),
  };
}

/** To the company: a client says they sent an Interac e-Transfer for an invoice. */
export function invoiceEtransferNotifyMail(d: { invoice: InvoiceMailFacts; adminUrl: string; company: QuoteCompany }): RenderedMail {
  const { invoice: i, company: c } = d;
  return {
    to: c.inbox,
    replyTo: i.clientEmail ?? undefined,
    subject: `e-Transfer sent for invoice ${i.number} by ${i.clientName}`,
    text: [
      `${i.clientName} says they sent an Interac e-Transfer of ${i.balance} for invoice ${i.number} (${i.title}).`,
      "",
      "When it arrives, record the payment on the invoice:",
      d.adminUrl,
    ].join("\n"),
  };
}
