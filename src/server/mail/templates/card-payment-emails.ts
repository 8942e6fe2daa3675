import type { MailCompany } from "../company";
import type { InvoiceMailFacts } from "./inputs/invoice";
import { inboxReport } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// To the company inbox: a card payment Stripe confirmed that could not be put on its invoice.

/** A card payment to refund (or to settle with the client): the invoice was paid or voided meanwhile. */
export function cardRefundNeededMail(d: {
  invoice: InvoiceMailFacts;
  amount: string;
  reason: string;
  paymentIntent: string;
  adminUrl: string;
  company: MailCompany;
}): RenderedMail {
  const { invoice: i, company: c } = d;
  return inboxReport({
    to: c.inbox,
    replyTo: i.clientEmail,
    subject: `Card payment to refund: invoice ${i.number} (${i.clientName})`,
    sender: c.sender,
    lines: [
      `Stripe confirmed a card payment of ${d.amount} from ${i.clientName} for invoice ${i.number} (${i.title}), but it was not recorded on the invoice:`,
      d.reason,
      "",
      `Refund it in the Stripe Dashboard (payment ${d.paymentIntent}), or agree with the client what to do with it.`,
      "",
      "The invoice:",
      d.adminUrl,
    ],
  });
}
