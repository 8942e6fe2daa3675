import { sql } from "drizzle-orm";
import { check, date, index, pgTable, primaryKey, smallint, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
import { adminUsers, users } from "./auth";
import { serviceSchedules } from "./service-schedules";
import { serviceVisits } from "./service-visits";

// Who cleans a visit, and when a staff member works (decision 064). A visit's crew are staff
// accounts by user id, so a renamed account keeps its visits and an assignee always exists; names
// that matched no account when the crew moved here stay on the visit as written
// (service_visits.legacy_staff), shown and never matched to anyone.

/** The staff members on a visit's crew. */
export const serviceVisitCrew = pgTable(
  "service_visit_crew",
  {
    visitId: uuid("visit_id")
      .notNull()
      .references(() => serviceVisits.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  // The cleaner's visits and the overlap check read by user; the week view by visit.
  (t) => [primaryKey({ columns: [t.visitId, t.userId] }), index("service_visit_crew_user_idx").on(t.userId, t.visitId)],
);

/** The crew a recurring schedule gives each visit it generates. */
export const serviceScheduleCrew = pgTable(
  "service_schedule_crew",
  {
    scheduleId: uuid("schedule_id")
      .notNull()
      .references(() => serviceSchedules.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] }), index("service_schedule_crew_user_idx").on(t.userId)],
);

/** A staff member's working hours on a day of the week (1 Monday … 7 Sunday, ISO); a day without a row is not a working day. */
export const staffWorkingHours = pgTable(
  "staff_working_hours",
  {
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.userId, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekday] }),
    check("staff_working_hours_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("staff_working_hours_order_check", sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** A staff member's time off: both days included, with an optional reason. */
export const staffTimeOff = pgTable(
  "staff_time_off",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.userId, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_time_off_user_idx").on(t.userId, t.startDate), check("staff_time_off_order_check", sql`${t.endDate} >= ${t.startDate}`)],
);

/** Whether a staff member's availability was set: until it is, every day and hour is open. */
export const staffAvailability = pgTable("staff_availability", {
  userId: text("user_id")
    .primaryKey()
    .references(() => adminUsers.userId, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
