import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clientAddresses, clients } from "./clients";
import { quotes } from "./quotes";
import { CLOSED_DAY_RULES, SCHEDULE_BILLINGS, SCHEDULE_FREQUENCIES } from "../../../shared/schemas/service-schedules";
import { timestamps } from "./columns";
import { oneOf } from "./one-of";

// Recurring schedules (issue 15): a service repeated at a client's address, weekly, every two
// weeks (bi-weekly), monthly (same day of the month) or every `interval_days` days. The job table generates its
// visits ahead; each generated visit remembers the occurrence it stands for (service_visits.
// occurrence_date), so a run twice writes nothing new and a visit staff moved stays theirs.

/** Where and for whom a service is done (a schedule, a visit): the client, the address, and the quote the work comes from, if any. */
export const serviceAt = () => ({
  clientId: uuid("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "restrict" }),
  addressId: uuid("address_id")
    .notNull()
    .references(() => clientAddresses.id, { onDelete: "restrict" }),
  quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "restrict" }),
});

export const serviceSchedules = pgTable(
  "service_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ...serviceAt(),
    service: text("service").notNull(),
    frequency: text("frequency", { enum: SCHEDULE_FREQUENCIES }).notNull(),
    /** Days between visits for a custom schedule; null otherwise. */
    intervalDays: integer("interval_days"),
    /** The first occurrence; later ones follow the frequency from it. */
    startDate: date("start_date").notNull(),
    /** The last day a visit may fall on, if the schedule ends. */
    endDate: date("end_date"),
    windowStart: time("window_start").notNull(),
    windowEnd: time("window_end").notNull(),
    /** What a visit falling on a closed day does: move to the next open business day, or skip (decision 051). */
    closedDayRule: text("closed_day_rule", { enum: CLOSED_DAY_RULES }).notNull().default("move"),
    /** Per visit or monthly (decision 073). */
    billing: text("billing", { enum: SCHEDULE_BILLINGS }).notNull().default("per_visit"),
    /** Crew names that matched no staff account when the crew moved to user ids (decision 064): shown, never matched. */
    legacyStaff: text("legacy_staff")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    crewNotes: text("crew_notes"),
    /** When staff stopped it; its future scheduled visits are cancelled with it. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The last day visits have been generated through (the generator's watermark). */
    generatedThrough: date("generated_through"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("service_schedules_client_idx").on(t.clientId),
    index("service_schedules_address_id_idx").on(t.addressId),
    index("service_schedules_quote_id_idx").on(t.quoteId),
    // The generator's scan: live schedules not generated far enough.
    index("service_schedules_due_idx")
      .on(t.generatedThrough)
      .where(sql`${t.endedAt} is null`),
    check("service_schedules_frequency_check", oneOf(t.frequency, SCHEDULE_FREQUENCIES)),
    check(
      "service_schedules_interval_check",
      sql`(${t.frequency} = 'custom') = (${t.intervalDays} is not null) and (${t.intervalDays} is null or ${t.intervalDays} between 1 and 365)`,
    ),
    check("service_schedules_closed_day_rule_check", oneOf(t.closedDayRule, CLOSED_DAY_RULES)),
    check("service_schedules_billing_check", oneOf(t.billing, SCHEDULE_BILLINGS)),
    check("service_schedules_window_check", sql`${t.windowEnd} > ${t.windowStart}`),
  ],
);
