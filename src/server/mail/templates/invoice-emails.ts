import type { Locale } from "../../../shared/locale";
import type { MailCompany } from "../company";
import { INVOICE_EN } from "./en/invoice-emails";
import { INVOICE_FR } from "./fr/invoice-emails";
import type { InvoiceMailFacts, InvoiceReceipt, InvoiceSent, InvoiceWords } from "./inputs/invoice";
import { companyMail, inboxReport } from "./layout";
import { mailFormat } from "./mail-format";
import type { RenderedMail } from "./rendered-mail";

// Invoice e-mails: to the client (the invoice, a receipt for each payment), in the client's
// language, and to the company inbox (a client says an e-Transfer is on its way), in English.

const WORDS: Record<Locale, InvoiceWords> = { en: INVOICE_EN, fr: INVOICE_FR };
const en = mailFormat("en");

/** The invoice, with how to pay it; the PDF is attached. */
export const invoiceSentMail = companyMail(WORDS, ({ invoice: i, paying: p, company: c }: InvoiceSent, { sent: w }, l) => ({
  to: i.clientEmail!,
  subject: w.subject(i),
  name: i.clientName,
  body: [
    w.hereIs(i),
    p.autopay
      ? [w.autopay(p.autopay), l.field(w.open, p.url)]
      : [w.howToPay, p.etransferEmail ? w.etransfer(i, p.etransferEmail) : w.callOrWrite(c), l.field(w.orOpen, p.url)],
  ],
}));

/** A receipt for one payment, with what is left to pay (or that the invoice is paid in full). */
export const invoiceReceiptMail = companyMail(WORDS, (d: InvoiceReceipt, { receipt: w }, l) => ({
  to: d.invoice.clientEmail!,
  subject: w.subject(d.invoice),
  name: d.invoice.clientName,
  body: [
    w.received(d),
    ...(d.tipCents ? [w.tip(d.tipCents)] : []),
    ...(d.automaticCard ? [w.automatic(d.automaticCard)] : []),
    d.invoice.balanceCents === 0 ? w.paidInFull : w.balance(d.invoice.balanceCents),
    l.field(w.invoicePage, d.url),
  ],
}));

/** To the company: a client says they sent an Interac e-Transfer for an invoice. */
export function invoiceEtransferNotifyMail(d: { invoice: InvoiceMailFacts; adminUrl: string; company: MailCompany }): RenderedMail {
  const { invoice: i, company: c } = d;
  return inboxReport({
    to: c.inbox,
    replyTo: i.clientEmail,
    subject: `e-Transfer sent for invoice ${i.number} by ${i.clientName}`,
    sender: c.sender,
    lines: [
      `${i.clientName} says they sent an Interac e-Transfer of ${en.money(i.balanceCents)} for invoice ${i.number} (${i.title}).`,
      "",
      "When it arrives, record the payment on the invoice:",
      d.adminUrl,
    ],
  });
}
