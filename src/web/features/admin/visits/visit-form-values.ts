import type { z } from "zod";
import { serviceScheduleCreateSchema, type ClosedDayRule, type ScheduleBilling, type ServiceScheduleCreateInput } from "@shared/schemas/service-schedules";
import {
  serviceVisitCreateSchema,
  serviceVisitUpdateSchema,
  type CrewMember,
  type ServiceVisit,
  type ServiceVisitCreateInput,
  type ServiceVisitUpdateInput,
} from "@shared/schemas/service-visits";
import type { RepeatChoice } from "~/i18n/en/admin-visits";

// What the schedule form's controls hold (text as typed) and how it becomes the body the shared
// schemas check: a visit that does not repeat, or a recurring schedule whose start is the date.

export type VisitFormValues = {
  /** "" until a client is chosen. */
  clientId: string;
  addressId: string;
  quoteId: string | null;
  date: string;
  windowStart: string;
  windowEnd: string;
  service: string;
  /** The crew's staff account ids (decision 064). */
  crew: string[];
  /** Crew members already on the visit, by name (one deactivated since is still shown). */
  knownCrew: CrewMember[];
  /** Former crew names without an account on the visit (shown, only removable), and those kept. */
  legacyBefore: string[];
  legacyStaff: string[];
  /** Assign the crew even though the server listed conflicts. */
  confirmCrewConflicts: boolean;
  crewNotes: string;
  repeats: RepeatChoice;
  intervalDays: string;
  endDate: string;
  /** A repeating visit on a closed day: moved to the next open business day, or skipped (decision 051). */
  closedDayRule: ClosedDayRule;
  /** A repeating visit's invoices: one per visit once completed, or one a month (decision 073). */
  billing: ScheduleBilling;
  /** A single visit booked on a closed day all the same (the server refuses it otherwise). */
  allowClosedDay: boolean;
};

export const EMPTY_VISIT: VisitFormValues = {
  clientId: "",
  addressId: "",
  quoteId: null,
  date: "",
  windowStart: "08:00",
  windowEnd: "10:00",
  service: "",
  crew: [],
  knownCrew: [],
  legacyBefore: [],
  legacyStaff: [],
  confirmCrewConflicts: false,
  crewNotes: "",
  repeats: "none",
  intervalDays: "",
  endDate: "",
  closedDayRule: "move",
  billing: "per_visit",
  allowClosedDay: false,
};

/** Every arrival-window time the form offers: 06:00 to 22:00 on the quarter hour. */
export const WINDOW_TIMES = Array.from({ length: 65 }, (_, i) => {
  const minutes = 6 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

const visitPart = (v: VisitFormValues) => ({
  windowStart: v.windowStart,
  windowEnd: v.windowEnd,
  service: v.service,
  crew: v.crew,
  ...(v.legacyBefore.length ? { legacyStaff: v.legacyStaff } : {}),
  crewNotes: v.crewNotes,
});

/** The body of POST /api/admin/service-visits. */
export const toVisitInput = (v: VisitFormValues): ServiceVisitCreateInput => ({
  ...visitPart(v),
  allowClosedDay: v.allowClosedDay,
  confirmCrewConflicts: v.confirmCrewConflicts,
  date: v.date,
  clientId: v.clientId,
  addressId: v.addressId,
  quoteId: v.quoteId,
});

/** A whole number as typed, or what the schema will name as not one. */
const readInterval = (text: string): number | null => (text.trim() === "" ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The body of POST /api/admin/service-schedules. */
export const toScheduleInput = (v: VisitFormValues & { repeats: Exclude<RepeatChoice, "none"> }): ServiceScheduleCreateInput => ({
  ...visitPart(v),
  clientId: v.clientId,
  addressId: v.addressId,
  quoteId: v.quoteId,
  confirmCrewConflicts: v.confirmCrewConflicts,
  frequency: v.repeats,
  intervalDays: v.repeats === "custom" ? readInterval(v.intervalDays) : null,
  startDate: v.date,
  endDate: v.endDate || null,
  closedDayRule: v.closedDayRule,
  billing: v.billing,
});

/** The body of PUT /api/admin/service-visits/{id}. */
export const toUpdateInput = (v: VisitFormValues): ServiceVisitUpdateInput => ({
  ...visitPart(v),
  allowClosedDay: v.allowClosedDay,
  confirmCrewConflicts: v.confirmCrewConflicts,
  date: v.date,
});

/** A stored visit as the edit form's values. */
export const visitValues = (visit: ServiceVisit): VisitFormValues => ({
  ...EMPTY_VISIT,
  clientId: visit.clientId,
  addressId: visit.addressId,
  quoteId: visit.quoteId,
  date: visit.date,
  windowStart: visit.windowStart,
  windowEnd: visit.windowEnd,
  service: visit.service,
  crew: visit.crew.map((m) => m.userId),
  knownCrew: visit.crew,
  legacyBefore: visit.legacyStaff,
  legacyStaff: visit.legacyStaff,
  crewNotes: visit.crewNotes ?? "",
});

/** A schema's (or the server's) field name as the form's: a schedule's start date is the form's date. */
export const formField = (path: string): keyof VisitFormValues | null => {
  const name = path === "startDate" ? "date" : path === "staff" ? "crew" : path;
  return name in EMPTY_VISIT ? (name as keyof VisitFormValues) : null;
};

export type Checked =
  | { ok: true; kind: "visit"; body: z.output<typeof serviceVisitCreateSchema> }
  | { ok: true; kind: "schedule"; body: z.output<typeof serviceScheduleCreateSchema> }
  | { ok: true; kind: "update"; body: z.output<typeof serviceVisitUpdateSchema> }
  | { ok: false; errors: Partial<Record<keyof VisitFormValues, string>> };

/** What the form says when no client or no address is chosen yet (the schema's words are about ids). */
export type MissingChoice = { clientId: string; addressId: string };

/**
 * The values checked by the shared schema the form will send them to: the field messages by the
 * form's field (the first of each), or the body.
 */
export function checkVisitForm(mode: "create" | "edit", v: VisitFormValues, missing: MissingChoice): Checked {
  const parsed =
    mode === "edit"
      ? ({ kind: "update", result: serviceVisitUpdateSchema.safeParse(toUpdateInput(v)) } as const)
      : v.repeats === "none"
        ? ({ kind: "visit", result: serviceVisitCreateSchema.safeParse(toVisitInput(v)) } as const)
        : ({ kind: "schedule", result: serviceScheduleCreateSchema.safeParse(toScheduleInput({ ...v, repeats: v.repeats })) } as const);
  if (parsed.result.success) return { ok: true, kind: parsed.kind, body: parsed.result.data } as Checked;
  const errors: Partial<Record<keyof VisitFormValues, string>> = {};
  for (const issue of parsed.result.error.issues) {
    const field = formField(String(issue.path[0] ?? ""));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (errors.clientId && !v.clientId) errors.clientId = missing.clientId;
  if (errors.addressId && !v.addressId) errors.addressId = missing.addressId;
  return { ok: false, errors };
}

/** How a quote's assessment asked for the work, as the form's Repeats (and its every n days when the custom text has a number). */
export function repeatsFromFrequency(frequency: { value: string; custom: string | null }): Pick<VisitFormValues, "repeats" | "intervalDays"> {
  switch (frequency.value) {
    case "weekly":
    case "bi-weekly":
    case "monthly":
      return { repeats: frequency.value, intervalDays: "" };
    case "custom":
      return { repeats: "custom", intervalDays: /\d+/.exec(frequency.custom ?? "")?.[0] ?? "" };
    default:
      return { repeats: "none", intervalDays: "" };
  }
}
