// How the visitor dashboard writes its dates and counts (en-CA, like the rest of the admin area).

const LOCALE = "en-CA";
// Calendar dates (yyyy-MM-dd) are read at noon UTC and shown in UTC: no time-zone shift.
const at = (day: string) => new Date(`${day}T12:00:00Z`);

const weekday = new Intl.DateTimeFormat(LOCALE, { weekday: "long", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat(LOCALE, { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", timeZone: "UTC" });
const count = new Intl.NumberFormat(LOCALE);

/** "Monday" */
export const formatWeekday = (day: string) => weekday.format(at(day));
/** "November 23, 2026" */
export const formatLongDate = (day: string) => longDate.format(at(day));
/** "Nov 23" */
export const formatShortDate = (day: string) => shortDate.format(at(day));
/** "1,234" */
export const formatCount = (n: number) => count.format(n);
