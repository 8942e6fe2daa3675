// What the client's visit report e-mail takes (decision 066) and the words each language gives
// it (en/, fr/visit-report-emails.ts). The photos are not in the e-mail: it says how many there
// are and links to the portal, where they are shown to the signed-in client only.

import type { VisitCompany } from "./visit";

export type VisitReportMail = {
  visit: { date: string; service: string; address: string };
  /** What the crew did (the visit's checklist), when known; empty otherwise. */
  done: string[];
  /** The crew's notes for the client, as written. */
  notes: string[];
  photos: { before: number; after: number };
  client: { name: string; email: string };
  /** The portal page where the report and its photos are. */
  url: string;
  company: VisitCompany;
};

export type VisitReportWords = {
  subject: (date: string) => string;
  lead: (date: string) => string;
  service: string;
  address: string;
  done: string;
  notes: string;
  /** How many photos there are, before and after the cleaning (either may be 0, not both). */
  photos: (before: number, after: number) => string;
  /** Above the portal link. */
  see: (hasPhotos: boolean) => string;
};
