import type { Locale } from "../../../shared/locale";
import type { Assessment } from "../../../shared/schemas/assessment";
import { assessmentLines } from "./assessment-summary";
import { ASSESSMENT_EN } from "./en/assessment-emails";
import { ASSESSMENT_FR } from "./fr/assessment-emails";
import type { AssessmentCompany, AssessmentWords } from "./inputs/assessment";
import { LANGUAGES } from "./languages";
import { inboxReport, personalMail } from "./layout";
import type { RenderedMail } from "./rendered-mail";

const WORDS: Record<Locale, AssessmentWords> = { en: ASSESSMENT_EN, fr: ASSESSMENT_FR };

/** To the company inbox: a new assessment with every field. */
export function assessmentNotification(a: Assessment, company: AssessmentCompany): RenderedMail {
  return inboxReport({
    to: company.inbox,
    replyTo: a.email,
    subject: `New Quote Assessment from ${a.full_name}`,
    lines: [`A new quote assessment was submitted on the website.`, "", ...assessmentLines(a), "", "Please respond within 24 hours."],
    sender: company.sender,
  });
}

/** To the visitor, in the language of the page they used: what we received, and that we will be in touch within 24 hours. */
export function assessmentConfirmation(a: Assessment, company: AssessmentCompany, language: Locale = "en"): RenderedMail {
  const l = LANGUAGES[language];
  const w = WORDS[language];
  return personalMail(
    l,
    {
      to: a.email,
      replyTo: company.email,
      subject: l.withCompany(w.subject, company.name),
      name: a.full_name,
      body: [w.thanks(company), w.summary, w.lines(a)],
      ask: w.ask(company),
      sender: company.sender,
    },
    language,
  );
}
