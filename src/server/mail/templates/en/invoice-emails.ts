import { PAYMENT_METHOD_WORDS } from "../../../../shared/options/payment-methods";
import type { InvoiceWords } from "../inputs/invoice";
import { ENGLISH } from "./common";

const { money, date } = ENGLISH.format;

export const INVOICE_EN: InvoiceWords = {
  sent: {
    subject: (i) => `${i.kind === "deposit" ? "Deposit invoice" : "Invoice"} ${i.number}`,
    hereIs: (i) =>
      `Here is ${i.kind === "deposit" ? "the deposit invoice" : "invoice"} ${i.number} for ${i.title}: ${money(i.balanceCents)} ${i.dueNow ? "due now" : `due by ${date(i.dueDate ?? "")}`}. The PDF is attached.`,
    howToPay: "How to pay:",
    etransfer: (i, email) => `- Interac e-Transfer to ${email}, with ${i.number} as the message.`,
    callOrWrite: (c) => `- Call us at ${c.phone} or write to ${c.email} and we will tell you how to pay.`,
    orOpen: "- Or open the invoice in your client portal",
    autopay: (card) => `You pay automatically: your ${card} is charged this amount today, and you will get a receipt by e-mail.`,
    open: "The invoice in your client portal",
  },
  receipt: {
    subject: (i) => `Payment received for invoice ${i.number}`,
    received: ({ invoice: i, ...d }) =>
      `Thank you: we received your payment of ${money(d.amountCents)} (${PAYMENT_METHOD_WORDS[d.method]}) on ${date(d.paidOn)} for invoice ${i.number} (${i.title}, ${money(i.totalCents)}).`,
    tip: (cents) => `Your tip of ${money(cents)} for the crew was received too, with thanks: it goes to the cleaners who did the work, and is not taxed.`,
    automatic: (card) => `It was charged automatically to your ${card}, as you asked.`,
    paidInFull: "This invoice is now paid in full.",
    balance: (cents) => `The balance still due is ${money(cents)}.`,
    invoicePage: "Your invoice and its payments",
  },
};
