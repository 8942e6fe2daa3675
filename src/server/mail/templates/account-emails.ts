import type { Locale } from "../../../shared/locale";
import { localizedPath, paths } from "../../../shared/paths";
import { ACCOUNT_EN } from "./en/account-emails";
import { ENGLISH } from "./en/common";
import { ACCOUNT_FR } from "./fr/account-emails";
import type { AccountCompany, AccountWords } from "./inputs/account";
import { LANGUAGES } from "./languages";
import { personalMail } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// Account e-mails: a client's login link (or that no account exists), in the language of the page
// that asked for it; a staff member's password reset and e-mail verification, in English.

const WORDS: Record<Locale, AccountWords> = { en: ACCOUNT_EN, fr: ACCOUNT_FR };

/** A client's sign-in link to the portal. */
export function loginLinkMail(to: string, url: string, minutes: number, c: AccountCompany, language: Locale = "en"): RenderedMail {
  const l = LANGUAGES[language];
  const w = WORDS[language];
  return personalMail(
    l,
    { to, subject: l.withCompany(w.loginLink.subject, c.name), body: [w.loginLink.useIt(c, minutes), url], ask: w.ask(c), sender: c.sender },
    language,
  );
}

/** Someone asked for a login link for an address we have no client account for. */
export function noAccountMail(to: string, c: AccountCompany, language: Locale = "en"): RenderedMail {
  const l = LANGUAGES[language];
  const w = WORDS[language];
  return personalMail(
    l,
    {
      to,
      subject: l.withCompany(w.noAccount.subject, c.name),
      body: [w.noAccount.nobody(c), w.noAccount.getQuote, `${c.appUrl}${localizedPath(paths.getQuote, language)}`],
      ask: w.ask(c),
      sender: c.sender,
    },
    language,
  );
}

/** A staff member's password reset link, opening Set New Password on /admin. */
export function passwordResetMail(to: string, url: string, c: AccountCompany): RenderedMail {
  return personalMail(
    ENGLISH,
    {
      to,
      subject: ENGLISH.withCompany("Reset your password", c.name),
      body: ["Use this link to set a new password for your admin account. It works once and expires in 1 hour:", url],
      ask: ACCOUNT_EN.ask(c),
      sender: c.sender,
      news: "none",
    },
    "en",
  );
}

/** A new admin account's e-mail verification link, leading to /admin. */
export function verifyEmailMail(to: string, username: string, url: string, c: AccountCompany): RenderedMail {
  return personalMail(
    ENGLISH,
    {
      to,
      subject: ENGLISH.withCompany("Verify your admin account", c.name),
      name: username,
      body: [
        `An admin account was created for you on the ${c.name} website. Verify your e-mail address with this link, then sign in at ${c.appUrl}/admin:`,
        url,
      ],
      ask: ACCOUNT_EN.ask(c),
      sender: c.sender,
      news: "none",
    },
    "en",
  );
}
