import { DECLINE_REASON_WORDS } from "../../../shared/options/decline-reasons";
import type { Locale } from "../../../shared/locale";
import type { MailCompany } from "../company";
import { QUOTE_EN } from "./en/quote-emails";
import { QUOTE_FR } from "./fr/quote-emails";
import type { QuoteAcceptedConfirm, QuoteMailFacts, QuoteSent, QuoteWords } from "./inputs/quote";
import { companyMail } from "./layout";
import { mailFormat } from "./mail-format";
import type { RenderedMail } from "./rendered-mail";

// Quote e-mails: to the client (the quote, the signed confirmation), in the client's language,
// and to the company inbox (what the client did), in English. Amounts in cents, days as stored.

const WORDS: Record<Locale, QuoteWords> = { en: QUOTE_EN, fr: QUOTE_FR };
const en = mailFormat("en");

/** The quote, with a link to read and accept it in the portal; the PDF is attached. */
export const quoteSentMail = companyMail(WORDS, (d: QuoteSent, { sent: w }, l) => ({
  to: d.quote.clientEmail!,
  subject: w.subject(d),
  name: d.quote.clientName,
  body: [w.hereIs(d), w.openIt, d.url, l.signedOut("quote")],
}));

/** The client's confirmation of their acceptance, with the signed PDF attached. */
export const quoteAcceptedConfirmMail = companyMail(WORDS, (d: QuoteAcceptedConfirm, { accepted: w }) => ({
  to: d.quote.clientEmail!,
  subject: w.subject(d.quote),
  name: d.quote.clientName,
  body: [w.thanks(d), d.depositCents ? w.deposit(d.depositCents) : null, w.next],
}));

/** To the company: a client accepted a quote (or staff recorded it). */
export function quoteAcceptedNotifyMail(d: {
  quote: QuoteMailFacts;
  signedName: string;
  acceptedAt: string;
  channel: string;
  adminUrl: string;
  company: MailCompany;
}): RenderedMail {
  const { quote: q, company: c } = d;
  return {
    to: c.inbox,
    subject: `Quote ${q.number} accepted by ${q.clientName}`,
    text: [
      `${q.clientName} accepted quote ${q.number} (${q.title}, ${en.money(q.totalCents)}).`,
      "",
      `Signed: ${d.signedName}`,
      `When: ${en.moment(d.acceptedAt)}`,
      `How: ${d.channel}`,
      "",
      d.adminUrl,
    ].join("\n"),
  };
}

/** To the company: a client declined a quote. */
export function quoteDeclinedNotifyMail(d: {
  quote: QuoteMailFacts;
  reason: keyof typeof DECLINE_REASON_WORDS;
  comment: string | null;
  adminUrl: string;
  company: MailCompany;
}): RenderedMail {
  const { quote: q, company: c } = d;
  return {
    to: c.inbox,
    replyTo: q.clientEmail ?? undefined,
    subject: `Quote ${q.number} declined by ${q.clientName}`,
    text: [
      `${q.clientName} declined quote ${q.number} (${q.title}, ${en.money(q.totalCents)}).`,
      "",
      `Reason: ${DECLINE_REASON_WORDS[d.reason]}`,
      `Comment: ${d.comment ?? "(none)"}`,
      "",
      d.adminUrl,
    ].join("\n"),
  };
}

/** To the company: a client asks for changes to a quote. */
export function quoteChangesNotifyMail(d: { quote: QuoteMailFacts; message: string; adminUrl: string; company: MailCompany }): RenderedMail {
  const { quote: q, company: c } = d;
  return {
    to: c.inbox,
    replyTo: q.clientEmail ?? undefined,
    subject: `Changes requested on quote ${q.number} by ${q.clientName}`,
    text: [`${q.clientName} asks for changes to quote ${q.number} (${q.title}, ${en.money(q.totalCents)}):`, "", d.message, "", d.adminUrl].join("\n"),
  };
}
