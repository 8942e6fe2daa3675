import { RETENTION_FIXED } from "./retention-periods";

// The privacy policy (decision 056): its version and date, the retention periods it states, and
// the person in charge of privacy it names (Quebec's Law 25 asks that their title and contact be
// published; PIPEDA asks the same of the person accountable).

/** Shown on the page; a change of what the page says takes a new version and date. */
export const PRIVACY_POLICY = { version: "1.0", date: "2026-11-28" } as const;

/**
 * The periods the page states. Invoices and payments: six years (Income Tax Act s. 230, Quebec's
 * Tax Administration Act s. 35); the incident register: five years (Law 25). The periods the
 * owner sets are among the page's values (PrivacyPageValues), not here.
 */
export const RETENTION = {
  invoicesYears: RETENTION_FIXED.invoiceYears,
  incidentsYears: RETENTION_FIXED.incidentYearsAfterClosing,
  loginLinkMinutes: 15,
  sessionIdleDays: 7,
  sessionMaxDays: 30,
} as const;

/**
 * What the privacy page shows from the company settings, as they are now: the person in charge
 * of privacy (the title in each language and the e-mail address), the company's legal name and
 * mailing address to write to (null until set), and the two periods the owner sets (decision 055).
 * GET /api/privacy-page; the server writes them into the page it serves.
 */
export type PrivacyPageValues = {
  title: string;
  titleFr: string;
  email: string;
  legalName: string;
  mailingAddress: string | null;
  enquiryMonths: number;
  mailBodyDays: number;
};

/** The parts of the page the server writes when it serves it (data-setting="<field>"). */
export const PRIVACY_PAGE_FIELDS = ["title", "email", "legalName", "mailingAddress", "enquiryMonths", "mailBodyDays"] as const;
export type PrivacyPageField = (typeof PRIVACY_PAGE_FIELDS)[number];
/** The periods among them: a row of the page's "how long" list names one. */
export type PrivacyPeriodField = Extract<PrivacyPageField, "enquiryMonths" | "mailBodyDays">;
