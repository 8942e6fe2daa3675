import type { Locale } from "../../../shared/locale";
import type { Assessment } from "../../../shared/schemas/assessment";
import type { RenderedMail } from "./rendered-mail";
import { assessmentLines } from "./assessment-summary";
import { assessmentConfirmationFr } from "./fr/assessment-emails";

export type AssessmentCompany = { name: string; inbox: string; email: string; phone: string };

/** To the company inbox: a new assessment with every field. */
export function assessmentNotification(a: Assessment, company: AssessmentCompany): RenderedMail {
  return {
    to: company.inbox,
    replyTo: a.email,
    subject: `New Quote Assessment from ${a.full_name}`,
    text: [`A new quote assessment was submitted on the website.`, "", ...assessmentLines(a), "", "Please respond within 24 hours."].join("\n"),
  };
}

/** To the visitor, in the language of the page they used: what we received, and that we will be in touch within 24 hours. */
export function assessmentConfirmation(a: Assessment, company: AssessmentCompany, language: Locale = "en"): RenderedMail {
  if (language === "fr") return assessmentConfirmationFr(a, company);
  return {
    to: a.email,
    replyTo: company.email,
    subject: `We received your quote request - ${company.name}`,
    text: [
      `Hello ${a.full_name},`,
      "",
      `Thank you for requesting a quote from ${company.name}. Our team will review your request and contact you within 24 hours with a personalized quote.`,
      "",
      "Here is a summary of what you sent us:",
      "",
      ...assessmentLines(a),
      "",
      `Questions in the meantime? Call us at ${company.phone} or reply to this e-mail (${company.email}).`,
      "",
      company.name,
    ].join("\n"),
  };
}
