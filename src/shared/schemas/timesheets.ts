import { z } from "zod";
import { businessTimeOn } from "../business-time";
import { addDays } from "../calendar-date";
import { calendarDate, requiredText } from "./text-fields";

// Timesheets of the field team (decision 069): pay periods, the owner's corrections of an entry,
// and the page's answer. Hours are counted in hundredths of an hour, so a total is exactly the sum
// of the entries a payroll file lists.

export const PAY_PERIOD_KINDS = ["weekly", "biweekly"] as const;
export type PayPeriodKind = (typeof PAY_PERIOD_KINDS)[number];

/** How long a period runs, in days. */
export const periodDays = (kind: PayPeriodKind) => (kind === "weekly" ? 7 : 14);

/** The pay period setting: its length and a date one period starts on (any such date). */
export type PayPeriodSettings = { kind: PayPeriodKind; startsOn: string };

/** Weekly, from Sunday to Saturday (2026-01-04 is a Sunday): the usual payroll week in Ontario and Quebec. */
export const DEFAULT_PAY_PERIOD: PayPeriodSettings = { kind: "weekly", startsOn: "2026-01-04" };

export const payPeriodSettingsSchema = z.object(
  {
    kind: z.enum(PAY_PERIOD_KINDS, "Pay period: choose weekly or every two weeks"),
    startsOn: calendarDate("Period starts on"),
  },
  "The request body must be an object",
);

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A pay period: its first and last calendar days (Ottawa), both included. */
export type PayPeriod = { start: string; end: string };

/** The period that holds the calendar day `day`. */
export function periodOf(settings: PayPeriodSettings, day: string): PayPeriod {
  const length = periodDays(settings.kind);
  const index = Math.floor(daysBetween(settings.startsOn, day) / length);
  const start = addDays(settings.startsOn, index * length);
  return { start, end: addDays(start, length - 1) };
}

/** The period before (-1) or after (+1) `period`. */
export const periodBeside = (settings: PayPeriodSettings, period: PayPeriod, step: -1 | 1): PayPeriod =>
  periodOf(settings, step === 1 ? addDays(period.end, 1) : addDays(period.start, -1));

/** The instants a period covers: from midnight of its first day to midnight after its last (Ottawa; 167, 168 or 169 hours a week). */
export const periodInstants = (period: PayPeriod) => ({ from: businessTimeOn(period.start, 0), to: businessTimeOn(addDays(period.end, 1), 0) });

/** The days of a period, in order. */
export const periodDates = (period: PayPeriod) => Array.from({ length: daysBetween(period.start, period.end) + 1 }, (_, i) => addDays(period.start, i));

/** Hundredths of an hour (36 seconds each) between two instants, to the nearest. */
export const centihoursBetween = (start: Date, end: Date) => Math.round((end.getTime() - start.getTime()) / 36_000);

/** Hundredths of an hour as hours with two decimals: 750 -> "7.50". */
export const formatHours = (centihours: number) => `${Math.trunc(centihours / 100)}.${String(Math.abs(centihours % 100)).padStart(2, "0")}`;

/** The longest an entry may be. */
export const MAX_ENTRY_HOURS = 16;
export const REASON_MAX = 500;

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** A time on the company's clock, "2026-11-24T08:30", as an instant; null when not such a time. */
export function localInstant(value: string): Date | null {
  const m = LOCAL_TIME.exec(value);
  if (!m || !calendarDate("Date").safeParse(m[1]).success) return null;
  return new Date(businessTimeOn(m[1]!, Number(m[2])).getTime() + Number(m[3]) * 60_000);
}

const localTime = (label: string) =>
  z.string(`${label}: must be a date and time`).refine((v) => localInstant(v) !== null, `${label}: must be a date and time as yyyy-mm-ddThh:mm (Ottawa time)`);

/**
 * POST /api/admin/timesheets/corrections: a new start and/or end of a cleaner's entry on a
 * visit (an entry without a check-in is added and needs both), with the reason.
 */
export const timesheetCorrectionSchema = z.object(
  {
    visitId: z.uuid("Visit: must be a visit's id"),
    cleanerUserId: z.string("Cleaner: choose a cleaner").trim().min(1, "Cleaner: choose a cleaner").max(100, "Cleaner: choose a cleaner"),
    start: localTime("Start").optional(),
    end: localTime("End").optional(),
    reason: requiredText("Reason", REASON_MAX),
  },
  "The request body must be an object",
);
export type TimesheetCorrectionInput = z.infer<typeof timesheetCorrectionSchema>;

/** What is wrong with an entry's start and end, field by field (none when they are right). */
export function entryProblems(start: Date | null, end: Date | null): Partial<Record<"start" | "end", string>> {
  if (!start) return { start: "Start: an entry needs a start time" };
  if (!end) return {};
  if (end.getTime() <= start.getTime()) return { end: "End: must be after the start" };
  if (end.getTime() - start.getTime() > MAX_ENTRY_HOURS * 3_600_000) return { end: `End: an entry may last at most ${MAX_ENTRY_HOURS} hours` };
  return {};
}

export const ENTRY_FLAGS = ["open", "farFromWindow", "overlap"] as const;
export type EntryFlag = (typeof ENTRY_FLAGS)[number];

/** One cleaner's work on one visit. */
export type TimesheetEntry = {
  /** The visit; null once its client was erased (the hours stay). */
  visitId: string | null;
  cleanerUserId: string | null;
  date: string;
  /** null: the client was erased. */
  clientName: string | null;
  service: string;
  windowStart: string | null;
  windowEnd: string | null;
  /** The cleaner's own check-in and check-out, as recorded; never changed by a correction. */
  checkedInAt: string | null;
  checkedOutAt: string | null;
  /** The times counted: the check-in and check-out, or the latest correction's. */
  start: string;
  end: string | null;
  /** null while open (no end): not counted until corrected. */
  centihours: number | null;
  flags: EntryFlag[];
  correction: { kind: "correction" | "added"; reason: string; byName: string; at: string } | null;
};

export type TimesheetCleaner = {
  userId: string | null;
  name: string;
  totalCentihours: number;
  /** Hundredths of an hour per day of the period. */
  days: Record<string, number>;
  entries: TimesheetEntry[];
};

/** A visit of the period (not cancelled) and its crew: what an owner adds an entry to. */
export type TimesheetVisit = {
  id: string;
  date: string;
  clientName: string;
  service: string;
  windowStart: string;
  windowEnd: string;
  /** Each crew member, and whether they have an entry on it (false: assigned, never checked in). */
  crew: { userId: string; name: string; hasEntry: boolean }[];
};

/**
 * The tips for the crew paid in the period (decision 075), by the payment's date: each one's share
 * per cleaner (never the company's revenue), and those of invoices that bill no visit, unattributed.
 */
export type TimesheetTips = {
  cleaners: { userId: string; name: string; tipCents: number }[];
  unattributed: { invoiceId: string; invoiceNumber: string; tipCents: number }[];
};

/** GET /api/admin/timesheets?date=: the period holding `date` (today by default). */
export type Timesheet = {
  settings: PayPeriodSettings;
  period: PayPeriod;
  previous: PayPeriod;
  next: PayPeriod;
  days: string[];
  canCorrect: boolean;
  cleaners: TimesheetCleaner[];
  /** The period's visits by date and window, with their crews. */
  visits: TimesheetVisit[];
  /** The tips for the crew paid in the period. */
  tips: TimesheetTips;
};

/** The query of GET /api/admin/timesheets and its CSV: any day of the period (today by default). */
export const timesheetQuerySchema = z.object({ date: calendarDate("Date").optional() });

/** The answer to a correction: the entry as it now stands. */
export type TimesheetCorrected = { entry: TimesheetEntry };

export const OWNER_CORRECTS = "Only an owner can correct timesheets or set the pay period.";
