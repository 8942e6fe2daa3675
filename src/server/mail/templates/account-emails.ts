import type { Locale } from "../../../shared/locale";
import { loginLinkFr, noAccountFr } from "./fr/account-emails";
import type { RenderedMail } from "./rendered-mail";

// Account e-mails: a client's login link (or that no account exists), in the language of the page
// that asked for it; a staff member's password reset and e-mail verification, in English.

export type AccountCompany = { name: string; email: string; phone: string; appUrl: string };

const signature = (c: AccountCompany) => [
  "",
  `If you did not ask for this, you can ignore this e-mail. Questions? Call us at ${c.phone} or write to ${c.email}.`,
  "",
  c.name,
];

/** A client's sign-in link to the portal. */
export function loginLinkMail(to: string, url: string, minutes: number, c: AccountCompany, language: Locale = "en"): RenderedMail {
  if (language === "fr") return loginLinkFr(to, url, minutes, c);
  return {
    to,
    subject: `Your login link - ${c.name}`,
    text: [
      "Hello,",
      "",
      `Use this link to sign in to your ${c.name} client portal. It works once and expires in ${minutes} minutes:`,
      "",
      url,
      ...signature(c),
    ].join("\n"),
  };
}

/** Someone asked for a login link for an address we have no client account for. */
export function noAccountMail(to: string, c: AccountCompany, language: Locale = "en"): RenderedMail {
  if (language === "fr") return noAccountFr(to, c);
  return {
    to,
    subject: `Login request - ${c.name}`,
    text: [
      "Hello,",
      "",
      `Someone asked to sign in to the ${c.name} client portal with this e-mail address, but no client account exists for it.`,
      "",
      "If you would like a quote for our cleaning services, you can request one here:",
      "",
      `${c.appUrl}/get-quote`,
      ...signature(c),
    ].join("\n"),
  };
}

/** A staff member's password reset link, opening Set New Password on /admin. */
export function passwordResetMail(to: string, url: string, c: AccountCompany): RenderedMail {
  return {
    to,
    subject: `Reset your password - ${c.name}`,
    text: ["Hello,", "", "Use this link to set a new password for your admin account. It works once and expires in 1 hour:", "", url, ...signature(c)].join(
      "\n",
    ),
  };
}

/** A new admin account's e-mail verification link, leading to /admin. */
export function verifyEmailMail(to: string, username: string, url: string, c: AccountCompany): RenderedMail {
  return {
    to,
    subject: `Verify your admin account - ${c.name}`,
    text: [
      `Hello ${username},`,
      "",
      `An admin account was created for you on the ${c.name} website. Verify your e-mail address with this link, then sign in at ${c.appUrl}/admin:`,
      "",
      url,
      ...signature(c),
    ].join("\n"),
  };
}
