import { DECLINE_REASON_WORDS } from "../../../shared/options/decline-reasons";
import type { Locale } from "../../../shared/locale";
import type { MailCompany } from "../company";
import { quoteAcceptedConfirmFr, quoteSentFr } from "./fr/quote-emails";
import { mailFormat } from "./mail-format";
import type { RenderedMail } from "./rendered-mail";

// Quote e-mails: to the client (the quote, the signed confirmation), in the client's language,
// and to the company inbox (what the client did), in English. Amounts in cents, days as stored.

/** What every quote e-mail says about the quote. */
export type QuoteMailFacts = { number: string; title: string; totalCents: number; validUntil: string; clientName: string; clientEmail: string | null };

export type QuoteSent = { quote: QuoteMailFacts; url: string; revised: boolean; company: MailCompany };
export type QuoteAcceptedConfirm = { quote: QuoteMailFacts; signedName: string; acceptedAt: string; depositCents: number | null; company: MailCompany };

const en = mailFormat("en");
const signature = (c: MailCompany) => ["", `Questions? Call us at ${c.phone} or reply to ${c.email}.`, "", c.name];

/** The quote, with a link to read and accept it in the portal; the PDF is attached. */
export function quoteSentMail(d: QuoteSent, language: Locale = "en"): RenderedMail {
  if (language === "fr") return quoteSentFr(d);
  const { quote: q, company: c } = d;
  return {
    to: q.clientEmail!,
    replyTo: c.email,
    subject: `${d.revised ? "Updated quote" : "Your quote"} ${q.number} - ${c.name}`,
    text: [
      `Hello ${q.clientName},`,
      "",
      `${d.revised ? "Here is the updated version of your quote" : "Thank you for your request. Here is your quote"} ${q.number} for ${q.title}: ${en.money(q.totalCents)}, valid until ${en.date(q.validUntil)}. The PDF is attached.`,
      "",
      "Read it, accept it, decline it or ask for changes in your client portal:",
      "",
      d.url,
      "",
      "If you are not signed in, enter your e-mail address and we will send you a login link that brings you back to the quote.",
      ...signature(c),
    ].join("\n"),
  };
}

/** The client's confirmation of their acceptance, with the signed PDF attached. */
export function quoteAcceptedConfirmMail(d: QuoteAcceptedConfirm, language: Locale = "en"): RenderedMail {
  if (language === "fr") return quoteAcceptedConfirmFr(d);
  const { quote: q, company: c } = d;
  return {
    to: q.clientEmail!,
    replyTo: c.email,
    subject: `Quote ${q.number} accepted - ${c.name}`,
    text: [
      `Hello ${q.clientName},`,
      "",
      `Thank you: quote ${q.number} (${q.title}, ${en.money(q.totalCents)}) was accepted by ${d.signedName} on ${en.moment(d.acceptedAt)}. The signed quote is attached for your records.`,
      ...(d.depositCents
        ? ["", `A deposit of ${en.money(d.depositCents)} is due now: its invoice comes in a separate e-mail, and you can pay it in your client portal.`]
        : []),
      "",
      "We will contact you shortly to schedule the work.",
      ...signature(c),
    ].join("\n"),
  };
}

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
