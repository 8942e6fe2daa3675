import type { Locale } from "../../../shared/locale";
import { LANGUAGES } from "./languages";
import type { MailFormat } from "./mail-format";
import type { RenderedMail } from "./rendered-mail";

// The one shape of every e-mail written to a person (a client, a visitor, a staff member), whatever
// its language, so that en/ and fr/ hold words only: the greeting, paragraphs between blank lines,
// whom to ask, the closing, the company's name. E-mails to the company inbox are plain reports.

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
  company: string;
};

/** The e-mail `m` in the language whose common words are `w`. */
export function personalMail(w: CommonWords, m: PersonalMail): RenderedMail {
  const body = m.body.flatMap((p) => (p === null ? [] : ["", ...(typeof p === "string" ? [p] : p)]));
  return {
    to: m.to,
    ...(m.replyTo !== undefined && { replyTo: m.replyTo }),
    subject: m.subject,
    text: [w.hello(m.name), ...body, "", m.ask, "", ...w.closing, m.company].join("\n"),
  };
}

/** The company as an e-mail to a client names it: its name, and where to reach it. */
export type Sender = { name: string; email: string; phone: string };

/** What one kind of e-mail to a client writes: to whom, the subject (without the company's name), whom to greet, the paragraphs. */
export type Letter = Omit<PersonalMail, "replyTo" | "ask" | "company"> & { ask?: string };

/**
 * A kind of e-mail from the company to a client, written in the client's language from the kind's
 * words in it and that language's common words: answered at the company's address, the company's
 * name after the subject and at the end, whom to ask in the common words unless `letter` says.
 */
export function companyMail<Data extends { company: Sender }, Words>(words: Record<Locale, Words>, letter: (d: Data, w: Words, l: CommonWords) => Letter) {
  return (d: Data, language: Locale = "en"): RenderedMail => {
    const [l, c] = [LANGUAGES[language], d.company];
    const m = letter(d, words[language], l);
    return personalMail(l, { ...m, replyTo: c.email, subject: l.withCompany(m.subject, c.name), ask: m.ask ?? l.askOrReply(c), company: c.name });
  };
}
