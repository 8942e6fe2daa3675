import type { Locale } from "../../../shared/locale";
import { VISIT_EN, VISIT_NOTICE_EN } from "./en/visit-emails";
import { VISIT_FR, VISIT_NOTICE_FR } from "./fr/visit-emails";
import type { VisitNotice, VisitNoticeWords, VisitReminder, VisitWords } from "./inputs/visit";
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

const NOTICE_WORDS: Record<Locale, VisitNoticeWords> = { en: VISIT_NOTICE_EN, fr: VISIT_NOTICE_FR };

/**
 * Staff scheduled, moved or cancelled a visit, or set up a recurring series (decision 051): what
 * changed, the day and window (the one before a move, the reason of a cancellation, how often a
 * series comes), the service, the address, and the portal page that lists the client's visits.
 */
export const visitNoticeMail = companyMail(NOTICE_WORDS, ({ change, visit: v, previous, reason, series, client, url }: VisitNotice, w, l) => {
  const f = l.format;
  const date = f.date(v.date);
  return {
    to: client.email,
    subject: w.subject[change](date),
    name: client.name,
    body: [
      w.lead[change](date),
      [
        l.field(w.arrival, w.between(v.windowStart, v.windowEnd)),
        ...(previous ? [l.field(w.was, `${f.date(previous.date)}, ${w.between(previous.windowStart, previous.windowEnd)}`)] : []),
        ...(series ? [l.field(w.repeats, w.every(series, series.endDate ? f.date(series.endDate) : null))] : []),
        l.field(w.service, v.service),
        l.field(w.address, v.address),
        ...(reason ? [l.field(w.reason, reason)] : []),
      ],
      change === "cancelled" ? null : w.upcoming,
      change === "cancelled" ? null : url,
      change === "cancelled" ? null : l.signedOut(),
    ],
  };
});
