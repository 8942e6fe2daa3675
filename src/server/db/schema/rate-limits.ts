import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters, kept in the database so limits hold across restarts and processes. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
