import type { Locale } from "../../../shared/locale";
import { REFUND_EN } from "./en/refund-emails";
import { REFUND_FR } from "./fr/refund-emails";
import type { InvoiceRefundMail, RefundFailedNotify, RefundWords } from "./inputs/refund";
import { companyMail, inboxReport } from "./layout";
import { mailFormat } from "./mail-format";
import type { RenderedMail } from "./rendered-mail";

// Refunds of card payments (decision 076): to the client in their language once Stripe took the
// refund; to the company inbox, in English, when Stripe refused it or it failed later.

const WORDS: Record<Locale, RefundWords> = { en: REFUND_EN, fr: REFUND_FR };
const en = mailFormat("en");

/** Part or all of a card payment is going back to the client's card, with the credit note that records it. */
export const invoiceRefundMail = companyMail(WORDS, (d: InvoiceRefundMail, w, l) => ({
  to: d.invoice.clientEmail!,
  subject: w.subject(d.invoice),
  name: d.invoice.clientName,
  body: [w.refunded(d), w.reason(d.reason), w.creditNote(d), w.delay, l.field(w.invoicePage, d.url)],
}));

/** To the company: Stripe did not refund the card, so the amount is owed to the client another way. */
export function refundFailedNotifyMail(d: RefundFailedNotify): RenderedMail {
  const { invoice: i, company: c } = d;
  return inboxReport({
    to: c.inbox,
    replyTo: i.clientEmail,
    subject: `Card refund failed: invoice ${i.number} (${i.clientName})`,
    sender: c.sender,
    lines: [
      `Stripe did not refund ${en.money(d.amountCents)} of card payment ${d.paymentReference} to ${i.clientName} for invoice ${i.number} (${i.title}):`,
      d.message,
      "",
      `Credit note ${d.creditNumber} stands, so ${en.money(d.amountCents)} is owed to the client: pay it back another way (e-Transfer, cheque) or in the Stripe Dashboard.`,
      "",
      "The invoice:",
      d.adminUrl,
    ],
  });
}
