import { date, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

// Days the company adds as closed (decision 051), beside the statutory holidays of Ontario and
// Quebec, which are computed (shared/holidays.ts) and not stored. No personal information.

export const closedDays = pgTable("closed_days", {
  id: uuid("id").primaryKey().defaultRandom(),
  day: date("day").notNull().unique("closed_days_day_key"),
  /** What the day is, as staff name it ("Staff training"). */
  name: text("name").notNull(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
