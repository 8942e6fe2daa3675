import type { Locale } from "../../../shared/locale";
import { VISIT_EN } from "./en/visit-emails";
import { VISIT_FR } from "./fr/visit-emails";
import type { VisitReminder, VisitWords } from "./inputs/visit";
import { companyMail } from "./layout";

// The day-before reminder of a service visit (decision 037), in the client's language: when the
// crew comes, what they do, where, and the portal page that lists the client's visits.

const WORDS: Record<Locale, VisitWords> = { en: VISIT_EN, fr: VISIT_FR };

/** A scheduled visit tomorrow: the day, the arrival window, the service and the address. */
export const visitReminderMail = companyMail(WORDS, ({ visit: v, company: c, client, url }: VisitReminder, w, l) => {
  const date = l.format.date(v.date);
  return {
    to: client.email,
    subject: w.subject(date),
    name: client.name,
    body: [
      w.coming(date),
      [l.field(w.arrival, w.between(v.windowStart, v.windowEnd)), l.field(w.service, v.service), l.field(w.address, v.address)],
      w.upcoming,
      url,
      l.signedOut(),
    ],
    ask: w.ask(c),
  };
});
