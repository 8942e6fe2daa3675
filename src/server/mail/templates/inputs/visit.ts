// What the day-before reminder of a service visit takes (decision 037), and the words each
// language gives it (en/, fr/visit-emails.ts). The day and the arrival window come as stored
// ("2026-12-01", "08:00").

export type VisitCompany = { name: string; email: string; phone: string };

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
