import type { Assessment } from "../../../../shared/schemas/assessment";
import type { MailSender } from "./sender";

// What the assessment e-mails take, and the words each language gives the visitor's confirmation
// (en/, fr/assessment-emails.ts).

export type AssessmentCompany = { name: string; inbox: string; email: string; phone: string; sender: MailSender };

export type AssessmentWords = {
  subject: string;
  thanks: (c: AssessmentCompany) => string;
  summary: string;
  /** Every field of the assessment, one "Label: value" line each. */
  lines: (a: Assessment) => string[];
  ask: (c: AssessmentCompany) => string;
};
