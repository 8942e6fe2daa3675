import { z } from "zod";
import { calendarDate, optionalText } from "./text-fields";

// A staff member's availability (decision 064): the days of the week they work, with hours, and
// their time off. Until their hours are set every day and hour is open; once set, a visit on
// another day or outside the hours asks for confirmation, as one in their time off does.

export const TIME_OFF_REASON_MAX = 200;
/** The longest time off one entry may cover, both days included. */
export const TIME_OFF_MAX_DAYS = 366;

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (label: string) => z.string(`${label} must be a time`).regex(HOUR, `${label} must be a time (hh:mm)`);

const workingDay = z
  .object({
    /** ISO day of the week: 1 Monday … 7 Sunday. */
    weekday: z
      .number("Day must be a number from 1 to 7")
      .int("Day must be a number from 1 to 7")
      .min(1, "Day must be a number from 1 to 7")
      .max(7, "Day must be a number from 1 to 7"),
    start: clock("Start"),
    end: clock("End"),
  })
  .refine((d) => d.end > d.start, "A working day must end after it starts");

/** PUT /api/admin/staff-availability/{userId}/hours: the working days (none: works no day). */
export const workingHoursSchema = z.object({
  days: z
    .array(workingDay, "Working days must be a list")
    .max(7, "At most 7 working days")
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, "A day is listed twice"),
});
export type WorkingHoursInput = z.input<typeof workingHoursSchema>;

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

/** POST /api/admin/staff-availability/{userId}/time-off: both days included. */
export const timeOffCreateSchema = z
  .object({ startDate: calendarDate("From"), endDate: calendarDate("To"), reason: optionalText("Reason", TIME_OFF_REASON_MAX) })
  .refine((t) => t.endDate >= t.startDate, { message: "To must not be before From", path: ["endDate"] })
  .refine((t) => t.endDate < t.startDate || dayNumber(t.endDate) - dayNumber(t.startDate) < TIME_OFF_MAX_DAYS, {
    message: `Time off may cover at most ${TIME_OFF_MAX_DAYS} days`,
    path: ["endDate"],
  });
export type TimeOffCreateInput = z.input<typeof timeOffCreateSchema>;

export type WorkingDay = { weekday: number; start: string; end: string };
/** A scheduled visit, from today on, of a staff member on a day of their time off: its crew needs another look. */
export type TimeOffVisit = { id: string; date: string; windowStart: string; windowEnd: string; clientName: string };
/** A time off, with the member's scheduled visits during it (from today on). */
export type TimeOff = { id: string; startDate: string; endDate: string; reason: string | null; visits: TimeOffVisit[] };
/** The answer to adding time off. */
export type TimeOffAdded = { timeOff: TimeOff };
/** One active staff member's availability: `hours` null until set (every day and hour open). */
export type StaffAvailability = { userId: string; name: string; role: "owner" | "office" | "cleaner"; hours: WorkingDay[] | null; timeOff: TimeOff[] };
/** GET /api/admin/staff-availability: the active staff, by name, with their time off from today on. */
export type StaffAvailabilityList = { today: string; staff: StaffAvailability[] };
