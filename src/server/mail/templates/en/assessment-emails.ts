import { assessmentLines } from "../assessment-summary";
import type { AssessmentWords } from "../inputs/assessment";

export const ASSESSMENT_EN: AssessmentWords = {
  subject: "We received your quote request",
  thanks: (c) =>
    `Thank you for requesting a quote from ${c.name}. Our team will review your request and contact you within 24 hours with a personalized quote.`,
  summary: "Here is a summary of what you sent us:",
  lines: assessmentLines,
  ask: (c) => `Questions in the meantime? Call us at ${c.phone} or reply to this e-mail (${c.email}).`,
};
