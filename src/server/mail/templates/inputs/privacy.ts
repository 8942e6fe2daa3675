// What the e-mails about a client's privacy requests take (issue 28), and the words each language
// gives them (en/, fr/privacy-emails.ts). Days come as stored ("2026-12-01").

import type { PrivacyRequestKind } from "../../../../shared/schemas/privacy";
import type { MailSender } from "./sender";

export type PrivacyCompany = { name: string; email: string; phone: string; sender: MailSender };

/** A request received, done or refused: to the client, in their language. */
export type PrivacyRequestMail = {
  to: string;
  name: string;
  kind: PrivacyRequestKind;
  receivedOn: string;
  dueOn: string;
  /** Staff's note (done) or reason (refused); none when received. */
  note: string | null;
  /** The portal's Privacy page. */
  url: string;
  company: PrivacyCompany;
};

/** The client's information was erased: to the address it had, naming no one. */
export type ErasedMail = { to: string; retainedYears: number; company: PrivacyCompany };

export type PrivacyWords = {
  /** "access to your information", "a correction of your information", … */
  what: Record<PrivacyRequestKind, string>;
  received: { subject: string; lead: (what: string, day: string) => string; due: (day: string) => string; deletion: (years: number) => string };
  done: { subject: string; lead: (what: string) => string; note: string };
  refused: { subject: string; lead: (what: string) => string; reason: string; complain: string };
  page: string;
  erased: { subject: string; lead: string; kept: (years: number) => string; signIn: string };
};
