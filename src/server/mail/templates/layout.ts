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

/**
 * An e-mail from the company to a client or a visitor, in the language whose common words are `w`:
 * answered at the company's address, with its name after the subject and at the end, and whom to
 * ask in the language's common words unless the e-mail says it its own way (`ask`).
 */
export function companyMail(w: CommonWords, c: Sender, m: Omit<PersonalMail, "replyTo" | "ask" | "company"> & { ask?: string }): RenderedMail {
  return personalMail(w, { ...m, replyTo: c.email, subject: w.withCompany(m.subject, c.name), ask: m.ask ?? w.askOrReply(c), company: c.name });
}
