import { BUSINESS_TIME_ZONE } from "./business-time";
import { LOCALE_TAGS, type Locale } from "./locale";

// How amounts, counts, dates and times read in each language, on screen, in e-mails and in PDFs
// Canadian dollars ("$1,234.56", « 1 234,56 $ »), long dates ("November 23, 2026",
// « 23 novembre 2026 »), clock times ("1:05 PM", « 13 h 05 »). The locale's own rules come from
// Intl; only the French clock time is written by hand, to the Office québécois de la langue
// française's usage (« 8 h », « 8 h 30 »), which Intl writes « 8 h 00 ». Calendar dates
// ("2026-11-23") are read as written; timestamps as the day and time they were in Ottawa.

export type LocaleFormat = {
  /** Integer cents: "$1,250.00", « 1 250,00 $ ». */
  money: (cents: number) => string;
  /** A quantity with up to two decimals: "1.5", « 1,5 ». */
  quantity: (n: number) => string;
  /** A count with thousands separators: "1,234", « 1 234 ». */
  count: (n: number) => string;
  /** A tax rate in thousandths of a percent: 13000 → "13%", 9975 → "9.975%", « 9,975 % ». */
  rate: (rate: number) => string;
  /** A calendar date or a timestamp as a long date; `null` when there is no readable date. */
  date: (value: string | null | undefined) => string | null;
  /** A timestamp's clock time in Ottawa; `null` when it is not a readable timestamp. */
  time: (value: string | null | undefined) => string | null;
  /** A wall-clock time as stored ("08:15") as "8:15 AM", « 8 h 15 »; `null` when it is not one. */
  clockTime: (value: string) => string | null;
  /** A timestamp as "November 23, 2026 at 1:05 PM", « 23 novembre 2026 à 13 h 05 ». */
  dateTime: (value: string | null | undefined) => string | null;
  /** A timestamp as the short date it was in Ottawa ("Nov 23, 2026"); `null` for anything else. */
  shortDate: (value: string | null | undefined) => string | null;
  /** A calendar date as a short date ("Nov 23, 2026"); `null` for anything else. */
  shortDay: (value: string | null | undefined) => string | null;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const NBSP = "\u00a0";

/** A calendar date as a UTC midnight, or null when the day does not exist (2025-02-30). */
function calendarDay(value: string): Date | null {
  const day = DATE_ONLY.exec(value);
  if (!day) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const date = new Date(Date.UTC(year, month, dayOfMonth));
  return date.getUTCMonth() === month && date.getUTCDate() === dayOfMonth ? date : null;
}

const timestamp = (value: string | null | undefined): Date | null => {
  if (!value || DATE_ONLY.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

function build(locale: Locale): LocaleFormat {
  const tag = LOCALE_TAGS[locale];
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "CAD" });
  const quantity = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  // French puts a non-breaking space before the percent sign; English none.
  const percentSign = locale === "en" ? "%" : `${NBSP}%`;
  const longDate = (timeZone: string) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone });
  const shortDate = (timeZone: string) => new Intl.DateTimeFormat(tag, { month: "short", day: "numeric", year: "numeric", timeZone });
  const [calendarDate, companyDate] = [longDate("UTC"), longDate(BUSINESS_TIME_ZONE)];
  const [calendarShort, companyShort] = [shortDate("UTC"), shortDate(BUSINESS_TIME_ZONE)];
  // en-CA writes "1:05 p.m."; the product has always written "1:05 PM".
  const hourMinute = (timeZone: string) =>
    new Intl.DateTimeFormat(locale === "en" ? "en-US" : tag, { hour: "numeric", minute: "2-digit", hourCycle: locale === "en" ? "h12" : "h23", timeZone });
  const [companyTime, wallTime] = [hourMinute(BUSINESS_TIME_ZONE), hourMinute("UTC")];
  const clock = (at: Date, format: Intl.DateTimeFormat) => {
    if (locale === "en") return format.format(at);
    const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    const minutes = parts.minute === "00" ? "" : `${NBSP}${parts.minute}`;
    return `${Number(parts.hour)}${NBSP}h${minutes}`;
  };
  // French writes the first of the month as an ordinal (« 1er décembre 2026 »), which Intl does not.
  const longDay = (at: Date, format: Intl.DateTimeFormat) => (locale === "fr" ? format.format(at).replace(/^1 /, "1er ") : format.format(at));
  const date = (value: string | null | undefined) => {
    if (!value) return null;
    if (DATE_ONLY.test(value)) {
      const day = calendarDay(value);
      return day ? longDay(day, calendarDate) : null;
    }
    const at = timestamp(value);
    return at ? longDay(at, companyDate) : null;
  };
  const time = (value: string | null | undefined) => {
    const at = timestamp(value);
    return at ? clock(at, companyTime) : null;
  };
  return {
    money: (cents) => money.format(cents / 100),
    quantity: (n) => quantity.format(n),
    count: (n) => count.format(n),
    rate: (rate) => `${percent.format(rate / 1000)}${percentSign}`,
    date,
    time,
    clockTime(value) {
      const match = /^(\d{2}):(\d{2})$/.exec(value);
      const [hours, minutes] = [Number(match?.[1]), Number(match?.[2])];
      return match && hours < 24 && minutes < 60 ? clock(new Date(Date.UTC(1970, 0, 1, hours, minutes)), wallTime) : null;
    },
    dateTime(value) {
      const [day, at] = [date(value), time(value)];
      return day && at ? `${day} ${locale === "en" ? "at" : "à"} ${at}` : null;
    },
    shortDate(value) {
      const at = timestamp(value);
      return at ? companyShort.format(at) : null;
    },
    shortDay(value) {
      const day = value ? calendarDay(value) : null;
      return day ? calendarShort.format(day) : null;
    },
  };
}

const built = new Map<Locale, LocaleFormat>();

/** The formats of `locale`, made once. */
export function localeFormat(locale: Locale): LocaleFormat {
  let format = built.get(locale);
  if (!format) built.set(locale, (format = build(locale)));
  return format;
}
