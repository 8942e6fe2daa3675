import { localeFormat } from "@shared/locale-format";

// How amounts and dates read on the English screens (A-28): en-CA, Canadian dollars, "January 5,
// 2025"; "today" and timestamps in the company's time zone. The rules live in the shared formats
// (each language's), which e-mails and PDFs use too.
const en = localeFormat("en");

/** An amount in integer cents as "$1,250.00". */
export const formatMoney = en.money;
/** A calendar date ("2025-01-05") as written, or a timestamp as the date it was in Ottawa: "January 5, 2025"; `null` when not readable. */
export const formatDate = en.date;
/** A timestamp's clock time in Ottawa, as "1:05 PM"; `null` when there is no readable time. */
export const formatTime = en.time;
/** A wall-clock time as stored ("08:15", "13:00") as "8:15 AM", "1:00 PM"; `null` when it is not one. */
export const formatClockTime = en.clockTime;
/** A timestamp as "November 23, 2026 at 1:05 PM" in Ottawa; `null` when it is not readable. */
export const formatDateTime = en.dateTime;
/** A timestamp as the short date it was in Ottawa, "Nov 23, 2026" (for tables); `null` when not readable. */
export const formatShortDate = en.shortDate;
/** A calendar date ("2025-01-05") as "Jan 5, 2025" (for tables); `null` for anything else. */
export const formatShortDay = en.shortDay;
/** A count with thousands separators: "1,234". */
export const formatCount = en.count;
/** A tax rate in thousandths of a percent: 13000 → "13%", 9975 → "9.975%". */
export const formatRate = en.rate;
