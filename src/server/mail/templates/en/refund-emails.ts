import type { RefundWords } from "../inputs/refund";
import { ENGLISH } from "./common";

const { money, date } = ENGLISH.format;

export const REFUND_EN: RefundWords = {
  subject: (i) => `Refund for invoice ${i.number}`,
  refunded: ({ invoice: i, ...d }) =>
    `We are refunding ${money(d.amountCents)} of your card payment of ${date(d.paidOn)} (payment ${d.paymentReference}) for invoice ${i.number} (${i.title}).`,
  reason: (reason) => `Reason: ${reason}`,
  creditNote: (d) => `Credit note ${d.creditNumber} of ${money(d.amountCents)} records it on the invoice.`,
  delay: "The refund goes back to the card you paid with; your bank usually shows it within 5 to 10 business days.",
  invoicePage: "Your invoice, its payments and credits",
};
