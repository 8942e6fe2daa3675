import { z } from "zod";
import { optionalParam } from "./list-params";
import { crewConflictChoice, scheduleFields, type CrewMember, type ServiceVisit, WINDOW_ORDER, windowInOrder } from "./service-visits";
import { calendarDate } from "./text-fields";

// Recurring schedules of service visits (issue 15). The frequencies are the assessment form's,
// less one-time: weekly, every 2 weeks, monthly (the start date's day of the month, or the month's
// last day when it is shorter), or every n days. Visits are generated ahead by the job table.

export const SCHEDULE_FREQUENCIES = ["weekly", "bi-weekly", "monthly", "custom"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** What a visit of a schedule that falls on a closed day does (decision 051): moves to the next open business day, or is skipped. */
export const CLOSED_DAY_RULES = ["move", "skip"] as const;
export type ClosedDayRule = (typeof CLOSED_DAY_RULES)[number];

/**
 * How a schedule's visits are billed (decision 073): an invoice for each visit once it is completed,
 * or one invoice per client and address a month for the month's completed visits.
 */
export const SCHEDULE_BILLINGS = ["per_visit", "monthly"] as const;
export type ScheduleBilling = (typeof SCHEDULE_BILLINGS)[number];

/** How far ahead the job table keeps a live schedule's visits generated. */
export const SCHEDULE_HORIZON_DAYS = 90;
/** The longest gap a custom schedule may have. */
export const SCHEDULE_MAX_INTERVAL_DAYS = 365;

const { date: _date, ...visitFields } = scheduleFields;

const recurrenceFields = {
  ...visitFields,
  frequency: z.enum(SCHEDULE_FREQUENCIES, "Frequency must be weekly, bi-weekly, monthly or custom"),
  /** Days between visits: required for a custom schedule, ignored otherwise. */
  intervalDays: z
    .number("Every how many days must be a whole number")
    .int("Every how many days must be a whole number")
    .min(1, "Every how many days must be at least 1")
    .max(SCHEDULE_MAX_INTERVAL_DAYS, `Every how many days must be at most ${SCHEDULE_MAX_INTERVAL_DAYS}`)
    .nullish()
    .transform((v) => v ?? null),
  /** A visit falling on a closed day moves to the next open business day (the default) or is skipped. */
  closedDayRule: z.enum(CLOSED_DAY_RULES, "On a closed day must be move or skip").default("move"),
  /** An invoice per completed visit (the default) or one a month (decision 073). */
  billing: z.enum(SCHEDULE_BILLINGS, "Billing must be per visit or monthly").default("per_visit"),
  ...crewConflictChoice,
  startDate: calendarDate("Start date"),
  endDate: calendarDate("End date")
    .nullish()
    .transform((v) => v ?? null),
};

type Recurrence = { frequency: ScheduleFrequency; intervalDays: number | null; startDate: string; endDate: string | null };
const customHasInterval = (v: Recurrence) => v.frequency !== "custom" || v.intervalDays !== null;
const CUSTOM_INTERVAL = { message: "A custom schedule needs every how many days", path: ["intervalDays"] };
const endsAfterStart = (v: Recurrence) => v.endDate === null || v.endDate >= v.startDate;
const END_ORDER = { message: "The end date must not be before the start date", path: ["endDate"] };

/**
 * Start a recurring schedule (POST /api/admin/service-schedules), usually from an accepted quote.
 * The server refuses a start date before today (Ottawa), 400 on `startDate`.
 */
export const serviceScheduleCreateSchema = z
  .object({
    ...recurrenceFields,
    clientId: z.guid("Client must be a client id"),
    addressId: z.guid("Service address must be an address id"),
    quoteId: z
      .guid("Quote must be a quote id")
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine(windowInOrder, WINDOW_ORDER)
  .refine(customHasInterval, CUSTOM_INTERVAL)
  .refine(endsAfterStart, END_ORDER);
export type ServiceScheduleCreateInput = z.input<typeof serviceScheduleCreateSchema>;
export type ServiceScheduleCreate = z.output<typeof serviceScheduleCreateSchema>;

/**
 * Change a schedule (PUT /api/admin/service-schedules/{id}): its future scheduled visits that staff
 * have not moved by hand follow; past, completed, cancelled and hand-moved visits stay as they are.
 */
export const serviceScheduleUpdateSchema = z
  .object(recurrenceFields)
  .refine(windowInOrder, WINDOW_ORDER)
  .refine(customHasInterval, CUSTOM_INTERVAL)
  .refine(endsAfterStart, END_ORDER);
export type ServiceScheduleUpdateInput = z.input<typeof serviceScheduleUpdateSchema>;
export type ServiceScheduleUpdate = z.output<typeof serviceScheduleUpdateSchema>;

/** GET /api/admin/service-schedules?clientId=&quoteId=: a client's schedules, or a quote's (both optional). */
export const serviceScheduleListQuerySchema = z.object({
  clientId: optionalParam(z.guid("Client must be a client id")),
  quoteId: optionalParam(z.guid("Quote must be a quote id")),
});
export type ServiceScheduleListQuery = z.output<typeof serviceScheduleListQuerySchema>;

// ---- Answers ----

export type ServiceSchedule = {
  id: string;
  clientId: string;
  clientName: string;
  addressId: string;
  quoteId: string | null;
  service: string;
  frequency: ScheduleFrequency;
  intervalDays: number | null;
  closedDayRule: ClosedDayRule;
  billing: ScheduleBilling;
  startDate: string;
  endDate: string | null;
  windowStart: string;
  windowEnd: string;
  /** The crew's user names, then any former names (decision 064). */
  staff: string[];
  crew: CrewMember[];
  legacyStaff: string[];
  crewNotes: string | null;
  /** When staff ended it (its future visits were cancelled); null while it runs. */
  endedAt: string | null;
  /** The last day visits are generated through. */
  generatedThrough: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/admin/service-schedules/{id} and the answer of every change: the schedule and its next visits. */
export type ServiceScheduleDetail = { schedule: ServiceSchedule; upcoming: ServiceVisit[] };
/** GET /api/admin/service-schedules?clientId=&quoteId= */
export type ServiceScheduleList = { items: ServiceSchedule[] };
