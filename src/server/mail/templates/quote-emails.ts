import { DECLINE_REASON_WORDS } from "../../../shared/options/decline-reasons";
import type { Locale } from "../../../shared/locale";
import type { MailCompany } from "../company";
import { QUOTE_EN } from "./en/quote-emails";
import { QUOTE_FR } from "./fr/quote-emails";
import type { QuoteAcceptedConfirm, QuoteMailFacts, QuoteSent, QuoteWords } from "./inputs/quote";
import { companyMail, inboxReport } from "./layout";
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

type QuoteNews = { quote: QuoteMailFacts; adminUrl: string; company: MailCompany };

/**
 * To the company inbox, about what a client did to a quote: `said` of the quote named with its
 * title and total, the details (`lines`), the admin page; answered to the client when `replyToClient`.
 */
function quoteNews(d: QuoteNews, o: { subject: string; said: (quote: string) => string; lines: string[]; replyToClient: boolean }): RenderedMail {
  const q = d.quote;
  return inboxReport({
    to: d.company.inbox,
    replyTo: o.replyToClient ? q.clientEmail : null,
    subject: o.subject,
    lines: [o.said(`quote ${q.number} (${q.title}, ${en.money(q.totalCents)})`), "", ...o.lines, "", d.adminUrl],
    sender: d.company.sender,
  });
}

/** To the company: a client accepted a quote (or staff recorded it). */
export const quoteAcceptedNotifyMail = (d: QuoteNews & { signedName: string; acceptedAt: string; channel: string }): RenderedMail =>
  quoteNews(d, {
    subject: `Quote ${d.quote.number} accepted by ${d.quote.clientName}`,
    said: (quote) => `${d.quote.clientName} accepted ${quote}.`,
    lines: [`Signed: ${d.signedName}`, `When: ${en.moment(d.acceptedAt)}`, `How: ${d.channel}`],
    replyToClient: false,
  });

/** To the company: a client declined a quote. */
export const quoteDeclinedNotifyMail = (d: QuoteNews & { reason: keyof typeof DECLINE_REASON_WORDS; comment: string | null }): RenderedMail =>
  quoteNews(d, {
    subject: `Quote ${d.quote.number} declined by ${d.quote.clientName}`,
    said: (quote) => `${d.quote.clientName} declined ${quote}.`,
    lines: [`Reason: ${DECLINE_REASON_WORDS[d.reason]}`, `Comment: ${d.comment ?? "(none)"}`],
    replyToClient: true,
  });

/** To the company: a client asks for changes to a quote. */
export const quoteChangesNotifyMail = (d: QuoteNews & { message: string }): RenderedMail =>
  quoteNews(d, {
    subject: `Changes requested on quote ${d.quote.number} by ${d.quote.clientName}`,
    said: (quote) => `${d.quote.clientName} asks for changes to ${quote}:`,
    lines: [d.message],
    replyToClient: true,
  });
