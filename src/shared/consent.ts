import type { Locale } from "./locale";

// Consent to commercial e-mail (Canada's anti-spam law, decision 053): the one purpose the ledger
// records, how a record was made, and the exact words a person ticks, by version. A record keeps
// the words as shown (with the company's name), so a later change of wording never rewrites what
// someone agreed to.

/** What a consent is for: news and offers by e-mail (the only commercial message the product sends). */
export const CONSENT_PURPOSES = ["news"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** A record gives consent or withdraws it. */
export const CONSENT_ACTIONS = ["given", "withdrawn"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** Where a record was made. */
export const CONSENT_SOURCES = ["consultation_form", "assessment_form", "portal", "unsubscribe_link", "staff"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Implied consent (CASL s. 10(10)): two years from a purchase, six months from an inquiry. */
export const IMPLIED_CONSENT_MONTHS = { purchase: 24, inquiry: 6 } as const;

/** The box a public form and the portal show, unticked: its words by version and language. */
export const NEWS_CONSENT = {
  version: "2026-11-27",
  words: {
    en: (company: string) => `Yes, send me news and offers from ${company} by e-mail. I can unsubscribe at any time.`,
    fr: (company: string) => `Oui, envoyez-moi les nouvelles et les offres de ${company} par courriel. Je peux me désabonner en tout temps.`,
  } satisfies Record<Locale, (company: string) => string>,
} as const;

/** What an unsubscribe link records as shown to the person: the words of the page's confirmation. */
export const UNSUBSCRIBE_WORDS = {
  version: "2026-11-27",
  words: {
    en: (company: string) => `You will no longer receive news and offers from ${company}. E-mails about your quotes, invoices and visits still reach you.`,
    fr: (company: string) =>
      `Vous ne recevrez plus les nouvelles et les offres de ${company}. Les courriels sur vos soumissions, factures et visites vous parviennent toujours.`,
  } satisfies Record<Locale, (company: string) => string>,
} as const;
