import { z } from "zod";
import type { ClientAddress } from "./clients";
import { PAYMENT_TERMS } from "./invoices";
import { optionalParam, pageParam, searchParam } from "./list-params";
import { calendarDate, optionalText, requiredText } from "./text-fields";

// Service visits: a crew cleaning a client's place on a date, in an arrival window (Ottawa time).
// ("Visits" alone are the site's page-view statistics: see visit.ts.) Dates are calendar dates
// (yyyy-mm-dd, Ottawa's day); window times are hh:mm on the quarter hour between 06:00 and 22:00.
// A visit is scheduled, then completed, cancelled or marked missed; those three are final.

export const SERVICE_VISIT_LIMITS = { service: 200, notes: 2000, staff: 10, staffName: 100, reason: 500 } as const;

/** Rows per page of the admin list. */
export const SERVICE_VISITS_PAGE_SIZE = 50;
/** The longest range the week (or month) view may ask for, both ends included. */
export const SERVICE_VISIT_RANGE_DAYS = 31;

export const SERVICE_VISIT_STATUSES = ["scheduled", "completed", "cancelled", "missed"] as const;
export type ServiceVisitStatus = (typeof SERVICE_VISIT_STATUSES)[number];

export const SERVICE_VISIT_ACTIONS = ["update", "cancel", "complete", "miss"] as const;
export type ServiceVisitAction = (typeof SERVICE_VISIT_ACTIONS)[number];

/** The status each action leaves a scheduled visit in (update keeps it scheduled). */
export const SERVICE_VISIT_RESULT: Record<ServiceVisitAction, ServiceVisitStatus> = {
  update: "scheduled",
  cancel: "cancelled",
  complete: "completed",
  miss: "missed",
};

/**
 * Why `action` is refused for a visit in `status` on `date` when it is `today`; null when it is
 * allowed. Only a scheduled visit changes; it is completed or marked missed on or after its day.
 */
export function serviceVisitRefusal(status: ServiceVisitStatus, action: ServiceVisitAction, date: string, today: string): string | null {
  const verb = { update: "moved or edited", cancel: "cancelled", complete: "completed", miss: "marked missed" }[action];
  switch (status) {
    case "completed":
      return `A completed visit cannot be ${verb}.`;
    case "cancelled":
      return `A cancelled visit cannot be ${verb}.`;
    case "missed":
      return `A missed visit cannot be ${verb}: schedule a new visit instead.`;
    case "scheduled":
      if ((action === "complete" || action === "miss") && date > today) return `A visit cannot be ${verb} before its day (${date}).`;
      return null;
  }
}

const QUARTER = /^([01]\d|2[0-3]):(00|15|30|45)$/;
/** A window time: hh:mm, on the quarter hour, from 06:00 to 22:00. */
export const windowTime = (label: string) =>
  z
    .string(`${label} must be a time`)
    // Aborting: a bad time is named once, and the window's order is not checked with it.
    .refine((t) => QUARTER.test(t), { message: `${label} must be a time on the quarter hour (hh:mm)`, abort: true })
    .refine((t) => t >= "06:00" && t <= "22:00", { message: `${label} must be between 06:00 and 22:00`, abort: true });

/** A visit's crew: staff accounts by user id, each once (decision 064). */
export const crewSchema = z
  .array(requiredText("Crew member", SERVICE_VISIT_LIMITS.staffName), "Crew must be a list of staff accounts")
  .max(SERVICE_VISIT_LIMITS.staff, `At most ${SERVICE_VISIT_LIMITS.staff} staff members per visit`)
  .refine((ids) => new Set(ids).size === ids.length, "A staff member is assigned twice")
  .default([]);

/**
 * The names without an account already on a visit (decision 064) that stay: absent keeps them
 * all; a name not already there is refused. Nobody is added by name any more.
 */
export const legacyStaffSchema = z.array(z.string("Former crew name must be text"), "Former crew names must be a list").optional();

/** The fields a visit and a recurring schedule share (a schedule's date is its start date). */
export const scheduleFields = {
  date: calendarDate("Date"),
  windowStart: windowTime("Window start"),
  windowEnd: windowTime("Window end"),
  service: requiredText("Service", SERVICE_VISIT_LIMITS.service),
  crew: crewSchema,
  legacyStaff: legacyStaffSchema,
  crewNotes: optionalText("Notes for the crew", SERVICE_VISIT_LIMITS.notes),
};

export const windowInOrder = (v: { windowStart: string; windowEnd: string }) => v.windowEnd > v.windowStart;
export const WINDOW_ORDER = { message: "The window must end after it starts", path: ["windowEnd"] };

/**
 * A single visit on a closed day at its address (a statutory holiday there, or a day the company
 * closed) is refused with a 409 that names the day, unless staff confirm it (decision 051).
 */
/** Assign the crew even though it overlaps their other visits, time off or working hours (decision 064). */
export const crewConflictChoice = {
  confirmCrewConflicts: z.boolean("Confirm the crew's conflicts must be true or false").default(false),
};

const closedDayChoice = {
  allowClosedDay: z.boolean("Book on a closed day must be true or false").default(false),
  ...crewConflictChoice,
};

/** Schedule a visit (POST /api/admin/service-visits). The server refuses a date before today (Ottawa). */
export const serviceVisitCreateSchema = z
  .object({
    ...scheduleFields,
    ...closedDayChoice,
    clientId: z.guid("Client must be a client id"),
    addressId: z.guid("Service address must be an address id"),
    quoteId: z
      .guid("Quote must be a quote id")
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine(windowInOrder, WINDOW_ORDER);
export type ServiceVisitCreateInput = z.input<typeof serviceVisitCreateSchema>;
export type ServiceVisitCreate = z.output<typeof serviceVisitCreateSchema>;

/** Move or edit a scheduled visit (PUT /api/admin/service-visits/{id}): date, window, service, staff, notes. */
export const serviceVisitUpdateSchema = z.object({ ...scheduleFields, ...closedDayChoice }).refine(windowInOrder, WINDOW_ORDER);
export type ServiceVisitUpdateInput = z.input<typeof serviceVisitUpdateSchema>;
export type ServiceVisitUpdate = z.output<typeof serviceVisitUpdateSchema>;

/** POST /api/admin/service-visits/{id}/cancel. */
export const serviceVisitCancelSchema = z.object({ reason: optionalText("Reason", SERVICE_VISIT_LIMITS.reason) });
export type ServiceVisitCancelInput = z.input<typeof serviceVisitCancelSchema>;

/** POST /api/admin/service-visits/{id}/move-to-request: move the visit to the day the client asked for (decision 051). */
export const serviceVisitMoveToRequestSchema = z.object({ requestId: z.guid("Request must be a request id") });
export type ServiceVisitMoveToRequestInput = z.input<typeof serviceVisitMoveToRequestSchema>;

/** POST /api/admin/service-visits/{id}/complete. */
export const serviceVisitCompleteSchema = z.object({ completionNote: optionalText("Completion note", SERVICE_VISIT_LIMITS.notes) });
export type ServiceVisitCompleteInput = z.input<typeof serviceVisitCompleteSchema>;

/** POST /api/admin/service-visits/{id}/miss. */
export const serviceVisitMissSchema = z.object({ reason: optionalText("Reason", SERVICE_VISIT_LIMITS.reason) });
export type ServiceVisitMissInput = z.input<typeof serviceVisitMissSchema>;

/** POST /api/admin/service-visits/{id}/invoice: a draft invoice for a completed visit, from its quote's prices. */
export const serviceVisitInvoiceSchema = z.object({
  terms: z.enum(PAYMENT_TERMS, "Payment terms must be on receipt, net 15 or net 30").default("net_15"),
});
export type ServiceVisitInvoiceInput = z.input<typeof serviceVisitInvoiceSchema>;

/** The most visits one batch invoices. */
export const VISIT_BATCH_MAX = 200;

/** POST /api/admin/service-visits/invoice: draft invoices for completed visits, one per client and address (decision 073). */
export const serviceVisitBatchInvoiceSchema = serviceVisitInvoiceSchema.extend({
  visitIds: z
    .array(z.guid("Each visit must be a visit id"), "Visits must be a list of visit ids")
    .min(1, "Choose at least one completed visit to invoice.")
    .max(VISIT_BATCH_MAX, `At most ${VISIT_BATCH_MAX} visits can be invoiced at once.`),
});
export type ServiceVisitBatchInvoiceInput = z.input<typeof serviceVisitBatchInvoiceSchema>;

/** The admin list's query string. */
export const serviceVisitListQuerySchema = z.object({
  status: optionalParam(z.enum(SERVICE_VISIT_STATUSES, "Status must be scheduled, completed, cancelled or missed")),
  search: searchParam,
  page: pageParam,
});
export type ServiceVisitListQuery = z.output<typeof serviceVisitListQuerySchema>;

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
const realDate = calendarDate("Date");
const bothReal = (r: { from: string; to: string }) => realDate.safeParse(r.from).success && realDate.safeParse(r.to).success;

/** The week view's range (GET /api/admin/service-visits/range?from=&to=): both ends included, at most 31 days. */
export const serviceVisitRangeQuerySchema = z
  .object({ from: calendarDate("From"), to: calendarDate("To") })
  // Only a range of two real dates is checked as a range (a bad date is named alone).
  .refine((r) => !bothReal(r) || r.to >= r.from, { message: "To must not be before From", path: ["to"] })
  .refine((r) => !bothReal(r) || r.to < r.from || dayNumber(r.to) - dayNumber(r.from) < SERVICE_VISIT_RANGE_DAYS, {
    message: `The range may be at most ${SERVICE_VISIT_RANGE_DAYS} days`,
    path: ["to"],
  });
export type ServiceVisitRangeQuery = z.output<typeof serviceVisitRangeQuerySchema>;

// ---- Answers ----

/** checked_in and checked_out are a cleaner's, timed by the server (decision 063). */
export const SERVICE_VISIT_EVENT_KINDS = ["created", "updated", "cancelled", "completed", "missed", "checked_in", "checked_out"] as const;
export type ServiceVisitEventKind = (typeof SERVICE_VISIT_EVENT_KINDS)[number];

export type ServiceVisitEvent = {
  id: string;
  kind: ServiceVisitEventKind;
  at: string;
  actor: { name: string | null };
  details: Record<string, string | null>;
  /** A crew check-in or check-out the phone timed: its time there and the server's (decision 070). */
  deviceAt?: string;
  receivedAt?: string;
};

/** A visit as the list, the week view and the detail show it. */
export type ServiceVisit = {
  id: string;
  clientId: string;
  clientName: string;
  addressId: string;
  address: Pick<ClientAddress, "street" | "city" | "province" | "postalCode">;
  quoteId: string | null;
  scheduleId: string | null;
  date: string;
  windowStart: string;
  windowEnd: string;
  service: string;
  /** Who is on it, as the office reads it: the crew's user names, then any former names (decision 064). */
  staff: string[];
  /** The crew's staff accounts. */
  crew: CrewMember[];
  /** Names from before crews were accounts that matched none: shown, never matched to anyone. */
  legacyStaff: string[];
  status: ServiceVisitStatus;
  crewNotes: string | null;
  completionNote: string | null;
  /** Why it was cancelled or missed, when staff said. */
  reason: string | null;
  /** The visit's invoice (per-visit billing), unless there is none or it was voided. */
  invoiceId: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A client's request to move or cancel the visit (from the portal), open until staff move or cancel it. */
export type ServiceVisitRequest = {
  id: string;
  kind: "reschedule_request" | "cancel_request";
  preferredDate: string | null;
  preferredWindow: "morning" | "afternoon" | "any" | null;
  note: string | null;
  createdAt: string;
  closedAt: string | null;
};

/** GET /api/admin/service-visits/{id} and the answer of every change. */
export type ServiceVisitDetail = { visit: ServiceVisit & { events: ServiceVisitEvent[]; requests: ServiceVisitRequest[] } };
export type ServiceVisitList = { items: ServiceVisit[]; total: number; page: number; pageSize: number };
/**
 * Where the crew is with a visit (decision 064): checked in (a cleaner checked in and not out);
 * done (checked out, or completed); late (scheduled, and nobody checked in 15 minutes after its
 * window started, Ottawa time); null otherwise.
 */
export type CrewState = "checkedIn" | "late" | "done" | null;
/** A visit as the week view's card shows it (its page reads the rest). */
export type ServiceVisitWeekItem = Pick<ServiceVisit, "id" | "date" | "windowStart" | "windowEnd" | "clientName" | "service" | "staff" | "status"> & {
  crew: CrewMember[];
  crewState: CrewState;
};
/**
 * One visit of the week view's answer, its card's fields in a fixed order: a busy week holds
 * thousands, and named fields made the answer half as large again (decision 038).
 */
export type ServiceVisitWeekRow = [
  id: string,
  date: string,
  windowStart: string,
  windowEnd: string,
  clientName: string,
  service: string,
  staff: string[],
  status: ServiceVisitStatus,
  crew: [userId: string, name: string][],
  crewState: CrewState,
];
/** A staff member's load in the range: visits (scheduled or completed) and minutes of their windows. */
export type ServiceVisitLoadRow = [userId: string, name: string, visits: number, minutes: number];
/** GET /api/admin/service-visits/range: the visits from `from` to `to` by date and window, and the crew's load (active cleaners and anyone on a visit). */
export type ServiceVisitRange = { from: string; to: string; visits: ServiceVisitWeekRow[]; load: ServiceVisitLoadRow[] };

/** A week view row as the card reads it. */
export function weekItem([id, date, windowStart, windowEnd, clientName, service, staff, status, crew, crewState]: ServiceVisitWeekRow): ServiceVisitWeekItem {
  return { id, date, windowStart, windowEnd, clientName, service, staff, status, crew: crew.map(([userId, name]) => ({ userId, name })), crewState };
}
/** The answer of POST /api/admin/service-visits/{id}/invoice (201). */
export type ServiceVisitInvoiced = { invoice: { id: string } };
/** The batch's answer: the invoices made, one per client and address. */
export type ServiceVisitsInvoiced = { invoices: { id: string }[] };
/** A staff account on a crew. */
export type CrewMember = { userId: string; name: string };
/** GET /api/admin/service-visits/staff: the active staff accounts a visit can be assigned, by name. */
export type ServiceVisitStaff = { staff: (CrewMember & { role: "owner" | "office" | "cleaner" })[] };
