import type { Locale } from "../../../shared/locale";
import type { MailSender } from "./inputs/sender";
import { LANGUAGES } from "./languages";
import type { MailFormat } from "./mail-format";
import type { RenderedMail } from "./rendered-mail";
import { senderLines, unsubscribeHeaders, unsubscribeLinks, type NewsLine } from "./sender-footer";

// The one shape of every e-mail written to a person (a client, a visitor, a staff member), whatever
// its language, so that en/ and fr/ hold words only: the greeting, paragraphs between blank lines,
// whom to ask, the closing, the company's name, then the sender's lines and what the e-mail says
// of news and offers (sender-footer.ts). E-mails to the company inbox are plain reports that end
// with the sender's lines too (`inboxReport`).

/** What a language says around the words of each e-mail (en/common.ts, fr/common.ts). */
export type CommonWords = {
  format: MailFormat;
  /** The greeting, naming the reader when we know them. */
  hello: (name?: string) => string;
  /** The lines between whom to ask and the company's name. */
  closing: readonly string[];
  /** A subject ending with the company's name. */
  withCompany: (subject: string, company: string) => string;
  /** A label and its value on one line: an amount, a time, an address, a link. */
  field: (label: string, value: string) => string;
  /** Whom to ask, for e-mails the client can answer. */
  askOrReply: (c: { phone: string; email: string }) => string;
  /** Under a link to the portal: a signed-out client gets a login link (back to the page, if named). */
  signedOut: (page?: "quote" | "invoice") => string;
  /** Under the sender of an e-mail to a client or a visitor: where to stop news and offers. */
  stopNews: (url: string) => string;
  /** Under the sender of a commercial e-mail: why the reader receives it, and its unsubscribe link. */
  unsubscribe: (company: string, url: string) => string;
};

/** A paragraph: one line, lines kept together, or nothing. */
export type Paragraph = string | readonly string[] | null;

export type PersonalMail = {
  to: string;
  /** Absent from account e-mails, which no one answers. */
  replyTo?: string;
  subject: string;
  /** Whom to greet; no name for an address without a client. */
  name?: string;
  body: readonly Paragraph[];
  ask: string;
  /** Who sends it: its name closes the e-mail, its lines follow. */
  sender: MailSender;
  /** What it says of news and offers: "stop" unless given (a client's or a visitor's e-mail). */
  news?: NewsLine;
};

/** The e-mail `m` in `language`, whose common words are `w`. */
export function personalMail(w: CommonWords, m: PersonalMail, language: Locale): RenderedMail {
  const body = m.body.flatMap((p) => (p === null ? [] : ["", ...(typeof p === "string" ? [p] : p)]));
  const news = m.news ?? "stop";
  const links = news === "none" ? null : unsubscribeLinks(m.sender, m.to, language);
  const newsLine = links === null ? [] : [news === "unsubscribe" ? w.unsubscribe(m.sender.name, links.page) : w.stopNews(links.page)];
  return {
    to: m.to,
    ...(m.replyTo !== undefined && { replyTo: m.replyTo }),
    subject: m.subject,
    text: [w.hello(m.name), ...body, "", m.ask, "", ...w.closing, m.sender.name, "", ...senderLines(m.sender, language), ...newsLine].join("\n"),
    ...(news === "unsubscribe" && links && { headers: unsubscribeHeaders(links.oneClick) }),
  };
}

/** A plain report to the company inbox (or a staff member), in English, ending with the sender's lines. */
export function inboxReport(r: { to: string; replyTo?: string | null; subject: string; lines: readonly string[]; sender: MailSender }): RenderedMail {
  return {
    to: r.to,
    ...(r.replyTo ? { replyTo: r.replyTo } : {}),
    subject: r.subject,
    text: [...r.lines, "", ...senderLines(r.sender, "en")].join("\n"),
  };
}

/** The company as an e-mail to a client names it: its name, where to reach it, and the sender's lines. */
export type Sender = { name: string; email: string; phone: string; sender: MailSender };

/** What one kind of e-mail to a client writes: to whom, the subject (without the company's name), whom to greet, the paragraphs. */
export type Letter = Omit<PersonalMail, "replyTo" | "ask" | "sender" | "news"> & { ask?: string };

/**
 * A kind of e-mail from the company to a client, written in the client's language from the kind's
 * words in it and that language's common words: answered at the company's address, the company's
 * name after the subject and at the end, whom to ask in the common words unless `letter` says.
 */
export function companyMail<Data extends { company: Sender }, Words>(words: Record<Locale, Words>, letter: (d: Data, w: Words, l: CommonWords) => Letter) {
  return (d: Data, language: Locale = "en"): RenderedMail => {
    const [l, c] = [LANGUAGES[language], d.company];
    const m = letter(d, words[language], l);
    return personalMail(l, { ...m, replyTo: c.email, subject: l.withCompany(m.subject, c.name), ask: m.ask ?? l.askOrReply(c), sender: c.sender }, language);
  };
}
