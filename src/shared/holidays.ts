import { addDays } from "./calendar-date";

// The statutory holidays of Ontario (Employment Standards Act, 2000, s. 1) and Quebec (Act
// respecting labour standards, s. 60, and the National Holiday Act), computed per year: the
// company is closed on them at an address in that province (decision 051).
//
// Ontario: New Year's Day, Family Day (third Monday of February), Good Friday, Victoria Day (the
// Monday before May 25), Canada Day, Labour Day (first Monday of September), Thanksgiving (second
// Monday of October), Christmas Day, Boxing Day.
// Quebec: New Year's Day, Good Friday (the Act lets the employer choose it or Easter Monday: we
// take Good Friday), National Patriots' Day (the Monday before May 25), the Fête nationale (June
// 24; June 25 when the 24th is a Sunday), Canada Day (July 2 when the 1st is a Sunday), Labour Day,
// Thanksgiving, Christmas Day.

export const HOLIDAY_PROVINCES = ["ON", "QC"] as const;
export type HolidayProvince = (typeof HOLIDAY_PROVINCES)[number];

export type Holiday = { date: string; name: string; nameFr: string; provinces: HolidayProvince[] };

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** 0 Sunday … 6 Saturday. */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** The `n`th Monday (1-based) of `month` in `year`. */
const nthMonday = (year: number, month: number, n: number) => {
  const first = ymd(year, month, 1);
  return addDays(first, ((8 - weekday(first)) % 7) + 7 * (n - 1));
};

/** The Monday before May 25 (Victoria Day in Ontario, National Patriots' Day in Quebec). */
const mondayBeforeMay25 = (year: number) => {
  const may24 = ymd(year, 5, 24);
  return addDays(may24, -((weekday(may24) + 6) % 7));
};

/** Every statutory holiday of Ontario and Quebec in `year`, by date, each with the provinces it holds in. */
export function statutoryHolidays(year: number): Holiday[] {
  const both: HolidayProvince[] = ["ON", "QC"];
  const goodFriday = addDays(easterSunday(year), -2);
  const canadaDay = ymd(year, 7, 1);
  const fete = ymd(year, 6, 24);
  const list: Holiday[] = [
    { date: ymd(year, 1, 1), name: "New Year's Day", nameFr: "Jour de l’An", provinces: both },
    { date: nthMonday(year, 2, 3), name: "Family Day", nameFr: "Jour de la Famille", provinces: ["ON"] },
    { date: goodFriday, name: "Good Friday", nameFr: "Vendredi saint", provinces: both },
    { date: mondayBeforeMay25(year), name: "Victoria Day", nameFr: "Fête de la Reine", provinces: ["ON"] },
    { date: mondayBeforeMay25(year), name: "National Patriots' Day", nameFr: "Journée nationale des patriotes", provinces: ["QC"] },
    { date: weekday(fete) === 0 ? addDays(fete, 1) : fete, name: "Fête nationale", nameFr: "Fête nationale du Québec", provinces: ["QC"] },
    // Canada Day is July 1, or July 2 when the 1st is a Sunday (Holidays Act); Ontario keeps the 1st.
    ...(weekday(canadaDay) === 0
      ? [
          { date: canadaDay, name: "Canada Day", nameFr: "Fête du Canada", provinces: ["ON"] as HolidayProvince[] },
          { date: addDays(canadaDay, 1), name: "Canada Day", nameFr: "Fête du Canada", provinces: ["QC"] as HolidayProvince[] },
        ]
      : [{ date: canadaDay, name: "Canada Day", nameFr: "Fête du Canada", provinces: both }]),
    { date: nthMonday(year, 9, 1), name: "Labour Day", nameFr: "Fête du Travail", provinces: both },
    { date: nthMonday(year, 10, 2), name: "Thanksgiving", nameFr: "Action de grâce", provinces: both },
    { date: ymd(year, 12, 25), name: "Christmas Day", nameFr: "Noël", provinces: both },
    { date: ymd(year, 12, 26), name: "Boxing Day", nameFr: "Lendemain de Noël", provinces: ["ON"] },
  ];
  return list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/** The province whose holidays hold at an address (its stored province), or null: only the company's own closed days. */
export const holidayProvince = (province: string | null | undefined): HolidayProvince | null => (province === "ON" || province === "QC" ? province : null);

/** A day the company is closed (for one province, or everywhere): a holiday's name or the day staff added. */
export type ClosedDay = { date: string; name: string };

/**
 * The closed days from `from` to `to` (both included) at an address in `province` (null: the
 * company's own days only): the statutory holidays there and the company's days, by date.
 */
export function closedDaysBetween(from: string, to: string, province: HolidayProvince | null, companyDays: ClosedDay[]): Map<string, string> {
  const days = new Map<string, string>();
  if (province)
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
      for (const h of statutoryHolidays(year)) if (h.provinces.includes(province) && h.date >= from && h.date <= to) days.set(h.date, h.name);
  for (const d of companyDays) if (d.date >= from && d.date <= to && !days.has(d.date)) days.set(d.date, d.name);
  return days;
}

/** Whether `date` is a business day: Monday to Friday. */
export const isWeekday = (date: string) => weekday(date) >= 1 && weekday(date) <= 5;

/**
 * The first open business day after `date`: Monday to Friday and not closed (`closed` tells).
 * Closed runs are short (at most a few days), so this looks at most 30 days ahead.
 */
export function nextOpenDay(date: string, closed: (day: string) => boolean): string {
  let day = addDays(date, 1);
  for (let i = 0; i < 30 && (!isWeekday(day) || closed(day)); i++) day = addDays(day, 1);
  return day;
}
