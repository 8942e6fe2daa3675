import type { PrivacyWords } from "../inputs/privacy";

export const PRIVACY_EN: PrivacyWords = {
  what: {
    access: "access to your personal information",
    correction: "a correction of your personal information",
    deletion: "the deletion of your personal information",
  },
  received: {
    subject: "We received your privacy request",
    lead: (what, day) => `We received your request for ${what} on ${day}.`,
    due: (day) => `We will answer by ${day}, within the 30 days the law gives us.`,
    deletion: (years) =>
      `A deletion removes your account, addresses, requests, quotes, visits and messages. We keep your invoices and payments for ${years} years, as tax law requires, with the name and billing address printed on them.`,
  },
  done: { subject: "Your privacy request is done", lead: (what) => `We have completed your request for ${what}.`, note: "What we did" },
  refused: {
    subject: "About your privacy request",
    lead: (what) => `We cannot carry out your request for ${what}.`,
    reason: "Why",
    complain: "If you disagree, you may complain to the Office of the Privacy Commissioner of Canada, or in Quebec to the Commission d'accès à l'information.",
  },
  page: "Your requests and your data are on the Privacy page of your client portal:",
  erased: {
    subject: "Your personal information has been deleted",
    lead: "As you asked, we have deleted your personal information: your account, addresses, requests, quotes, visits and messages.",
    kept: (years) =>
      `As tax law requires, we keep your invoices and payments for ${years} years: their numbers, dates, amounts and taxes, with the name and billing address printed on them. Nothing else.`,
    signIn: "You can no longer sign in to the client portal. This is the last e-mail we send you.",
  },
};
