// The company works in Ottawa: "today", days and timestamps are read in its time zone on both
// sides (ARCHITECTURE, convention 7).

export const BUSINESS_TIME_ZONE = "America/Toronto";

const day = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The day of `at` (now by default) in the company's time zone, as yyyy-MM-dd. */
export const businessDay = (at: Date = new Date()) => day.format(at);

const hour = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", hourCycle: "h23" });

/** The hour of `at` (0-23) on the company's clock. */
export const businessHour = (at: Date) => Number(hour.format(at));
