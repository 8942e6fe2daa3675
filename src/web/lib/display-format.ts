import { BUSINESS_TIME_ZONE } from "@shared/business-time";

// How amounts and dates read on screen: en-CA, Canadian dollars, "January 5, 2025".
// "Today" and timestamps are read in the company's time zone.

const LOCALE = "en-CA";

const money = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "CAD" });
const calendarDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: "long", timeZone: "UTC" });
const companyDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: "long", timeZone: BUSINESS_TIME_ZONE });
const companyTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: BUSINESS_TIME_ZONE });
const clockTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
const shortDate = { month: "short", day: "numeric", year: "numeric" } as const;
const companyShortDate = new Intl.DateTimeFormat(LOCALE, { ...shortDate, timeZone: BUSINESS_TIME_ZONE });
const calendarShortDate = new Intl.DateTimeFormat(LOCALE, { ...shortDate, timeZone: "UTC" });
const count = new Intl.NumberFormat(LOCALE);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An amount in integer cents as "$1,250.00". */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/**
 * A calendar date ("2025-01-05") or a timestamp as "January 5, 2025"; `null` when there is no
 * readable date. A calendar date is shown as written (no time-zone shift); a timestamp as the
 * date it was in Ottawa.
 */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = DATE_ONLY.exec(value);
  if (day) {
    const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const date = new Date(Date.UTC(year, month, dayOfMonth));
    // Date.UTC rolls 2025-02-30 over to March 2: refuse dates that do not exist.
    return date.getUTCMonth() === month && date.getUTCDate() === dayOfMonth ? calendarDate.format(date) : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : companyDate.format(date);
}

/** A timestamp's clock time in Ottawa, as "1:05 PM"; `null` when there is no readable time. */
export function formatTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return DATE_ONLY.test(value) || Number.isNaN(date.getTime()) ? null : companyTime.format(date);
}

/** A wall-clock time as stored ("08:15", "13:00") as "8:15 AM", "1:00 PM"; `null` when it is not one. */
export function formatClockTime(value: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  const [hours, minutes] = [Number(match?.[1]), Number(match?.[2])];
  return match && hours < 24 && minutes < 60 ? clockTime.format(Date.UTC(1970, 0, 1, hours, minutes)) : null;
}

/** A timestamp as "November 23, 2026 at 1:05 PM" in Ottawa; `null` when it is not readable. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = formatDate(value);
  const time = formatTime(value);
  return date && time ? `${date} at ${time}` : null;
}

/** A timestamp as the short date it was in Ottawa, "Nov 23, 2026" (for tables); `null` when not readable. */
export function formatShortDate(value: string | null | undefined): string | null {
  if (!value || DATE_ONLY.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : companyShortDate.format(date);
}

/** A calendar date ("2025-01-05") as "Jan 5, 2025" (for tables); `null` for anything else. */
export function formatShortDay(value: string | null | undefined): string | null {
  const long = formatDate(value);
  return long && value && DATE_ONLY.test(value) ? calendarShortDate.format(new Date(`${value}T00:00:00Z`)) : null;
}

/** A count with thousands separators: "1,234". */
export const formatCount = (n: number) => count.format(n);
