import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Page visit counts per path and day (America/Toronto). No visitor data is stored. */
export const pageVisits = pgTable(
  "page_visits",
  {
    path: text("path").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);
