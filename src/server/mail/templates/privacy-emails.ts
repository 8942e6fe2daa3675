import type { Locale } from "../../../shared/locale";
import { RETAINED_YEARS } from "../../../shared/schemas/privacy";
import { PRIVACY_EN } from "./en/privacy-emails";
import { PRIVACY_FR } from "./fr/privacy-emails";
import type { ErasedMail, PrivacyRequestMail, PrivacyWords } from "./inputs/privacy";
import type { MailSender } from "./inputs/sender";
import { companyMail, inboxReport } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// The e-mails of a client's privacy requests (issue 28), in the client's language: received (with
// the law's due date), done, refused (with the reason and where to complain), and the last one,
// after an erasure, which names no one. To the company inbox, in English, what a client asked.

const WORDS: Record<Locale, PrivacyWords> = { en: PRIVACY_EN, fr: PRIVACY_FR };

/** A request received (from the portal, or recorded by staff): what, when, by when we answer. */
export const privacyReceivedMail = companyMail(WORDS, (d: PrivacyRequestMail, w, l) => ({
  to: d.to,
  subject: w.received.subject,
  name: d.name,
  body: [
    w.received.lead(w.what[d.kind], l.format.date(d.receivedOn)),
    w.received.due(l.format.date(d.dueOn)),
    d.kind === "deletion" ? w.received.deletion(RETAINED_YEARS) : null,
    w.page,
    d.url,
    l.signedOut(),
  ],
}));

/** A request done, with staff's note. */
export const privacyDoneMail = companyMail(WORDS, (d: PrivacyRequestMail, w, l) => ({
  to: d.to,
  subject: w.done.subject,
  name: d.name,
  body: [w.done.lead(w.what[d.kind]), d.note ? l.field(w.done.note, d.note) : null, w.page, d.url, l.signedOut()],
}));

/** A request refused, with the reason, and where the client may complain. */
export const privacyRefusedMail = companyMail(WORDS, (d: PrivacyRequestMail, w, l) => ({
  to: d.to,
  subject: w.refused.subject,
  name: d.name,
  body: [w.refused.lead(w.what[d.kind]), d.note ? l.field(w.refused.reason, d.note) : null, w.refused.complain, w.page, d.url, l.signedOut()],
}));

/** After an erasure: what was deleted and what is kept; it greets no one (the name is gone). */
export const privacyErasedMail = companyMail(WORDS, (d: ErasedMail, w) => ({
  to: d.to,
  subject: w.erased.subject,
  body: [w.erased.lead, w.erased.kept(d.retainedYears), w.erased.signIn],
}));

/** To the company inbox: a client asked for a correction or a deletion in the portal. */
export function privacyRequestNotifyMail(d: {
  inbox: string;
  kind: "correction" | "deletion";
  clientName: string;
  clientEmail: string;
  details: string | null;
  dueOn: string;
  adminUrl: string;
  sender: MailSender;
}): RenderedMail {
  const what = d.kind === "correction" ? "a correction" : "the deletion of their information";
  return inboxReport({
    to: d.inbox,
    replyTo: d.clientEmail,
    subject: `Privacy request from ${d.clientName}: ${d.kind}`,
    lines: [
      `${d.clientName} <${d.clientEmail}> asked for ${what} in the client portal.`,
      "",
      `Answer by ${d.dueOn} (30 days).`,
      ...(d.details ? ["", "What is wrong:", d.details] : []),
      "",
      "The request is in Privacy requests:",
      d.adminUrl,
    ],
    sender: d.sender,
  });
}
