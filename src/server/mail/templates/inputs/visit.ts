// What the day-before reminder of a service visit takes (decision 037), and the words each
// language gives it (en/, fr/visit-emails.ts). The day and the arrival window come as stored
// ("2026-12-01", "08:00").

import type { MailSender } from "./sender";

export type VisitCompany = { name: string; email: string; phone: string; sender: MailSender };

export type VisitReminder = {
  visit: { date: string; windowStart: string; windowEnd: string; service: string; address: string };
  client: { name: string; email: string };
  url: string;
  company: VisitCompany;
};

export type VisitWords = {
  /** `date`: the day as the language writes it. */
  subject: (date: string) => string;
  coming: (date: string) => string;
  /** Labels of the visit's lines. */
  arrival: string;
  service: string;
  address: string;
  /** The arrival window from its stored start and end. */
  between: (start: string, end: string) => string;
  upcoming: string;
  ask: (c: VisitCompany) => string;
};

/** What staff did that the client is told of (decision 051): one visit scheduled, moved or cancelled, or a series set up. */
export const VISIT_CHANGES = ["scheduled", "moved", "cancelled", "series"] as const;
export type VisitChange = (typeof VISIT_CHANGES)[number];

/** How often a series comes, as a schedule stores it. */
export type VisitSeries = { frequency: "weekly" | "bi-weekly" | "monthly" | "custom"; intervalDays: number | null; endDate: string | null };

/** A visit scheduled, moved or cancelled by staff, or a recurring series set up (its first visit). */
export type VisitNotice = {
  change: VisitChange;
  visit: { date: string; windowStart: string; windowEnd: string; service: string; address: string };
  /** The day and window before a move. */
  previous: { date: string; windowStart: string; windowEnd: string } | null;
  /** Why it was cancelled, when staff said. */
  reason: string | null;
  series: VisitSeries | null;
  client: { name: string; email: string };
  url: string;
  company: VisitCompany;
};

export type VisitNoticeWords = {
  /** `date`: the visit's day (the new one for a move; the first for a series) as the language writes it. */
  subject: Record<VisitChange, (date: string) => string>;
  lead: Record<VisitChange, (date: string) => string>;
  arrival: string;
  service: string;
  address: string;
  was: string;
  reason: string;
  repeats: string;
  /** How often the series comes, and until when (`until`: the end date in words, or null). */
  every: (series: VisitSeries, until: string | null) => string;
  between: (start: string, end: string) => string;
  upcoming: string;
};
