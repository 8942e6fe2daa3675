import type { Locale } from "../../../shared/locale";
import { VISIT_REPORT_EN } from "./en/visit-report-emails";
import { VISIT_REPORT_FR } from "./fr/visit-report-emails";
import type { VisitReportMail, VisitReportWords } from "./inputs/visit-report";
import { companyMail } from "./layout";

// The client's visit report (decision 066), once the crew has checked out: the service and the
// day, what was done (when the visit has a checklist), the crew's notes for the client, how many
// photos, and the portal page that shows them. No photo is attached or embedded: the photos of a
// client's home stay behind the portal's sign-in, and the e-mail stays small.

const WORDS: Record<Locale, VisitReportWords> = { en: VISIT_REPORT_EN, fr: VISIT_REPORT_FR };

export const visitReportMail = companyMail(WORDS, ({ visit: v, done, notes, photos, client, url }: VisitReportMail, w, l) => {
  const date = l.format.date(v.date);
  const hasPhotos = photos.before + photos.after > 0;
  return {
    to: client.email,
    subject: w.subject(date),
    name: client.name,
    body: [
      w.lead(date),
      [l.field(w.service, v.service), l.field(w.address, v.address)],
      done.length ? [w.done, ...done.map((item) => `- ${item}`)] : null,
      notes.length ? [w.notes, ...notes] : null,
      hasPhotos ? w.photos(photos.before, photos.after) : null,
      w.see(hasPhotos),
      url,
      l.signedOut(),
    ],
  };
});
