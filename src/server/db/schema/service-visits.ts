import { sql, type SQL } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, text, time, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { SERVICE_VISIT_EVENT_KINDS, SERVICE_VISIT_STATUSES } from "../../../shared/schemas/service-visits";
import { users } from "./auth";
import { oneOf } from "./one-of";
import { timestamps } from "./columns";
import { serviceAt, serviceSchedules } from "./service-schedules";

// Service visits: a crew cleaning one of a client's addresses on a date, in an arrival window
// (Ottawa time). "visits" is the page-view statistics table. The status is a stored value
// (scheduled, completed, cancelled, missed); only a scheduled visit changes. The crew are staff
// accounts (service_visit_crew, decision 064).

export const serviceVisits = pgTable(
  "service_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ...serviceAt(),
    /** The recurring schedule it belongs to. */
    scheduleId: uuid("schedule_id").references((): AnyPgColumn => serviceSchedules.id, { onDelete: "set null" }),
    /** The schedule's occurrence this visit stands for (the generator writes each once). */
    occurrenceDate: date("occurrence_date"),
    /** Staff moved or edited this generated visit: a change of its schedule leaves it alone. */
    movedByStaff: boolean("moved_by_staff").notNull().default(false),
    /** The visit date its day-before reminder was sent for (a move to another day sends a new one). */
    remindedFor: date("reminded_for"),
    visitDate: date("visit_date").notNull(),
    /** The arrival window, Ottawa time. */
    windowStart: time("window_start").notNull(),
    windowEnd: time("window_end").notNull(),
    service: text("service").notNull(),
    /** Crew names that matched no staff account when the crew moved to user ids (decision 064): shown, never matched. */
    legacyStaff: text("legacy_staff")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: SERVICE_VISIT_STATUSES }).notNull().default("scheduled"),
    crewNotes: text("crew_notes"),
    completionNote: text("completion_note"),
    /** Why it was cancelled or missed. */
    reason: text("reason"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    missedAt: timestamp("missed_at", { withTimezone: true }),
    ...timestamps(),
    /** What the list search looks in: the service, lower-cased (array_to_string is not immutable, so staff names are searched apart). */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${serviceVisits.service})`),
  },
  (t) => [
    // The week view (by date and window start) and the list (newest date first).
    index("service_visits_date_window_idx").on(t.visitDate, t.windowStart, t.id),
    index("service_visits_status_date_idx").on(t.status, t.visitDate, t.windowStart, t.id),
    index("service_visits_client_idx").on(t.clientId, t.visitDate),
    index("service_visits_address_id_idx").on(t.addressId),
    index("service_visits_quote_id_idx").on(t.quoteId),
    uniqueIndex("service_visits_occurrence_key").on(t.scheduleId, t.occurrenceDate),
    index("service_visits_search_idx").using("gin", t.searchText.op("gin_trgm_ops")).with({ fastupdate: false }),
    check("service_visits_status_check", oneOf(t.status, SERVICE_VISIT_STATUSES)),
    check("service_visits_window_check", sql`${t.windowEnd} > ${t.windowStart}`),
  ],
);

/** The visit's timeline: scheduled, moved or edited, cancelled, completed, marked missed. */
export const serviceVisitEvents = pgTable(
  "service_visit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => serviceVisits.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SERVICE_VISIT_EVENT_KINDS }).notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still names its author later. */
    actorName: text("actor_name"),
    details: jsonb("details").$type<Record<string, string | null>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** A crew check-in or check-out's time on the phone and at the server, when the phone sent its own (decision 070). */
    deviceAt: timestamp("device_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
  },
  (t) => [
    index("service_visit_events_visit_at_idx").on(t.visitId, t.at),
    check("service_visit_events_kind_check", oneOf(t.kind, SERVICE_VISIT_EVENT_KINDS)),
    // A cleaner checks in and out of a visit once each (decision 063): a second run of the route
    // inserts nothing.
    uniqueIndex("service_visit_events_crew_key")
      .on(t.visitId, t.kind, t.actorUserId)
      .where(sql`${t.kind} in ('checked_in', 'checked_out')`),
  ],
);

/**
 * Each time a cleaner's page was given a client's access notes (decision 063): who, which
 * visit, when. Part of the client's archive and erased with their visits.
 */
export const crewAccessViews = pgTable(
  "crew_access_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => serviceVisits.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still names the cleaner after their account is gone. */
    viewerName: text("viewer_name").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("crew_access_views_visit_idx").on(t.visitId, t.viewedAt), index("crew_access_views_user_idx").on(t.userId)],
);
