import type { QuoteWords } from "../inputs/quote";
import { ENGLISH } from "./common";

const { money, date, moment } = ENGLISH.format;

export const QUOTE_EN: QuoteWords = {
  sent: {
    subject: (d) => `${d.revised ? "Updated quote" : "Your quote"} ${d.quote.number}`,
    hereIs: ({ quote: q, revised }) =>
      `${revised ? "Here is the updated version of your quote" : "Thank you for your request. Here is your quote"} ${q.number} for ${q.title}: ${money(q.totalCents)}, valid until ${date(q.validUntil)}. The PDF is attached.`,
    openIt: "Read it, accept it, decline it or ask for changes in your client portal:",
  },
  accepted: {
    subject: (q) => `Quote ${q.number} accepted`,
    thanks: ({ quote: q, ...d }) =>
      `Thank you: quote ${q.number} (${q.title}, ${money(q.totalCents)}) was accepted by ${d.signedName} on ${moment(d.acceptedAt)}. The signed quote is attached for your records.`,
    deposit: (cents) => `A deposit of ${money(cents)} is due now: its invoice comes in a separate e-mail, and you can pay it in your client portal.`,
    next: "We will contact you shortly to schedule the work.",
  },
};
