import type { Locale } from "../../../shared/locale";
import { VISIT_EN } from "./en/visit-emails";
import { VISIT_FR } from "./fr/visit-emails";
import type { VisitReminder, VisitWords } from "./inputs/visit";
import { LANGUAGES } from "./languages";
import { companyMail } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// The day-before reminder of a service visit (decision 037), in the client's language: when the
// crew comes, what they do, where, and the portal page that lists the client's visits.

const WORDS: Record<Locale, VisitWords> = { en: VISIT_EN, fr: VISIT_FR };

/** A scheduled visit tomorrow: the day, the arrival window, the service and the address. */
export function visitReminderMail(d: VisitReminder, language: Locale = "en"): RenderedMail {
  const { visit: v, company: c } = d;
  const l = LANGUAGES[language];
  const w = WORDS[language];
  const date = l.format.date(v.date);
  return companyMail(l, c, {
    to: d.client.email,
    subject: w.subject(date),
    name: d.client.name,
    body: [
      w.coming(date),
      [l.field(w.arrival, w.between(v.windowStart, v.windowEnd)), l.field(w.service, v.service), l.field(w.address, v.address)],
      w.upcoming,
      d.url,
      l.signedOut(),
    ],
    ask: w.ask(c),
  });
}
