import type { AccountWords } from "../inputs/account";

export const ACCOUNT_EN: AccountWords = {
  ask: (c) => `If you did not ask for this, you can ignore this e-mail. Questions? Call us at ${c.phone} or write to ${c.email}.`,
  loginLink: {
    subject: "Your login link",
    useIt: (c, minutes) => `Use this link to sign in to your ${c.name} client portal. It works once and expires in ${minutes} minutes:`,
  },
  noAccount: {
    subject: "Login request",
    nobody: (c) => `Someone asked to sign in to the ${c.name} client portal with this e-mail address, but no client account exists for it.`,
    getQuote: "If you would like a quote for our cleaning services, you can request one here:",
  },
};
