// What the account e-mails take, and the words each language gives them (en/, fr/account-emails.ts).

import type { MailSender } from "./sender";

export type AccountCompany = { name: string; email: string; phone: string; appUrl: string; sender: MailSender };

export type AccountWords = {
  /** Above the closing of every account e-mail. */
  ask: (c: AccountCompany) => string;
  loginLink: { subject: string; useIt: (c: AccountCompany, minutes: number) => string };
  noAccount: { subject: string; nobody: (c: AccountCompany) => string; getQuote: string };
};
