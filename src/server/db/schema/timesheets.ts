import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PAY_PERIOD_KINDS } from "../../../shared/schemas/timesheets";
import { users } from "./auth";
import { oneOf } from "./one-of";
import { serviceVisits } from "./service-visits";

/** The pay period (decision 069): one row (id 1), set by an owner on the timesheets page; absent: weekly from Sunday. */
export const timesheetSettings = pgTable(
  "timesheet_settings",
  {
    id: smallint("id").primaryKey().default(1),
    kind: text("kind", { enum: PAY_PERIOD_KINDS }).notNull(),
    startsOn: date("starts_on").notNull(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("timesheet_settings_one_row", sql`${t.id} = 1`), check("timesheet_settings_kind_check", oneOf(t.kind, PAY_PERIOD_KINDS))],
);

export const TIMESHEET_CHANGE_KINDS = ["correction", "added", "kept"] as const;

/**
 * Changes of a timesheet entry (decision 069), never updated or deleted: an owner's correction
 * (with its reason), an entry added for work not checked in, or the entry kept as it was when its
 * client was erased. The latest row of an entry (`entry_id`) gives its times; the check-in and
 * check-out events stay as they were, and each row copies them too.
 */
export const timesheetChanges = pgTable(
  "timesheet_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: integer("seq").generatedAlwaysAsIdentity(),
    entryId: uuid("entry_id").notNull(),
    /** null once the visit's client was erased. */
    visitId: uuid("visit_id").references(() => serviceVisits.id, { onDelete: "set null" }),
    cleanerUserId: text("cleaner_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still names the cleaner after their account is gone. */
    cleanerName: text("cleaner_name").notNull(),
    workDate: date("work_date").notNull(),
    service: text("service").notNull(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }),
    kind: text("kind", { enum: TIMESHEET_CHANGE_KINDS }).notNull(),
    reason: text("reason"),
    byUserId: text("by_user_id").references(() => users.id, { onDelete: "set null" }),
    byName: text("by_name"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("timesheet_changes_date_idx").on(t.workDate),
    index("timesheet_changes_entry_idx").on(t.entryId, t.seq),
    index("timesheet_changes_visit_idx").on(t.visitId),
    check("timesheet_changes_kind_check", oneOf(t.kind, TIMESHEET_CHANGE_KINDS)),
    check("timesheet_changes_end_check", sql`${t.endAt} is null or (${t.endAt} > ${t.startAt} and ${t.endAt} - ${t.startAt} <= interval '16 hours')`),
    check("timesheet_changes_reason_check", sql`${t.kind} = 'kept' or ${t.reason} is not null`),
  ],
);
