// The company works in Ottawa: "today", days and timestamps are read in its time zone on both
// sides (ARCHITECTURE, convention 7).

export const BUSINESS_TIME_ZONE = "America/Toronto";

const day = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The day of `at` (now by default) in the company's time zone, as yyyy-MM-dd. */
export const businessDay = (at: Date = new Date()) => day.format(at);

const hour = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", hourCycle: "h23" });

/** The hour of `at` (0-23) on the company's clock. */
export const businessHour = (at: Date) => Number(hour.format(at));

const offset = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, timeZoneName: "longOffset" });

/** Minutes the company's clock is ahead of UTC at `at` (-300 in winter, -240 in summer). */
function offsetMinutes(at: number): number {
  const name = offset.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name) ?? [];
  return sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0)) : 0;
}

/** The instant the company's clock shows `hour`:00 on the calendar date `day` (yyyy-mm-dd). */
export function businessTimeOn(day: string, hour: number): Date {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
  // The offset of a guess, then of the result: right on either side of a daylight-saving change.
  const guess = wall - offsetMinutes(wall) * 60_000;
  return new Date(wall - offsetMinutes(guess) * 60_000);
}
