import { z } from "zod";
import type { HolidayProvince } from "../holidays";
import { calendarDate, requiredText } from "./text-fields";

// Closed days (decision 051): the statutory holidays of Ontario and Quebec (computed) and the days
// the company adds, on a screen of their own in the admin (English only).

/** The longest range one read may ask for, both ends included. */
export const CLOSED_DAYS_RANGE_DAYS = 400;
export const CLOSED_DAY_NAME_MAX = 100;

/** POST /api/admin/closed-days: a day the company is closed, and what it is. */
export const closedDayCreateSchema = z.object({ date: calendarDate("Date"), name: requiredText("Name", CLOSED_DAY_NAME_MAX) });
export type ClosedDayCreateInput = z.input<typeof closedDayCreateSchema>;

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
const realDate = calendarDate("Date");
const bothReal = (r: { from: string; to: string }) => realDate.safeParse(r.from).success && realDate.safeParse(r.to).success;

/** GET /api/admin/closed-days?from=&to=: both ends included, at most 400 days. */
export const closedDayRangeQuerySchema = z
  .object({ from: calendarDate("From"), to: calendarDate("To") })
  .refine((r) => !bothReal(r) || r.to >= r.from, { message: "To must not be before From", path: ["to"] })
  .refine((r) => !bothReal(r) || r.to < r.from || dayNumber(r.to) - dayNumber(r.from) < CLOSED_DAYS_RANGE_DAYS, {
    message: `The range may be at most ${CLOSED_DAYS_RANGE_DAYS} days`,
    path: ["to"],
  });

/** A closed day: a statutory holiday (its provinces, no id) or one the company added (its id, every province). */
export type ClosedDayEntry = { date: string; name: string; provinces: HolidayProvince[] | null; id: string | null };
export type ClosedDayList = { from: string; to: string; days: ClosedDayEntry[] };
export type ClosedDayAdded = { day: ClosedDayEntry };
/** DELETE /api/admin/closed-days/{id}. */
export type ClosedDayRemoved = { removed: number };
