import { addDays } from "@shared/calendar-date";

// The week view's days: Monday to Sunday, as calendar dates (yyyy-mm-dd, Ottawa's days).

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Whether `value` is a real calendar date. */
export const isDay = (value: string | null | undefined): value is string =>
  Boolean(value && DATE.test(value) && Number.isFinite(toTime(value)) && toDay(toTime(value)) === value);

/** The Monday of the week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(toTime(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week that starts on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

const weekday = new Intl.DateTimeFormat("en-CA", { weekday: "long", timeZone: "UTC" });
const shortWeekday = new Intl.DateTimeFormat("en-CA", { weekday: "short", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Monday", "Mon" and "Nov 23" for a day. */
export const dayNames = (day: string) => {
  const at = new Date(toTime(day));
  return { long: weekday.format(at), short: shortWeekday.format(at), date: monthDay.format(at) };
};
