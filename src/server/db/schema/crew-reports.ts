import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { NO_ACCESS_REASONS } from "../../../shared/schemas/crew-reports";
import { users } from "./auth";
import { oneOf } from "./one-of";
import { serviceVisits } from "./service-visits";

const KINDS = ["note", "no_access"] as const;

/**
 * What a cleaner told the office about a visit from the crew page (decision 067): a note, or
 * "Can't get in" with its reason. Staff-internal: never shown to the client, part of their archive
 * and erased with their visits.
 */
export const visitCrewReports = pgTable(
  "visit_crew_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => serviceVisits.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: KINDS }).notNull(),
    reason: text("reason", { enum: NO_ACCESS_REASONS }),
    text: text("text"),
    /** The visit's date when written: a "Can't get in" stays open while the visit is scheduled on it. */
    visitDate: date("visit_date", { mode: "string" }).notNull(),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the report still names its author later. */
    authorName: text("author_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("visit_crew_reports_visit_idx").on(t.visitId, t.createdAt),
    index("visit_crew_reports_no_access_idx").on(t.kind, t.visitDate),
    check("visit_crew_reports_kind_check", oneOf(t.kind, KINDS)),
    check("visit_crew_reports_reason_check", sql`(${t.kind} = 'no_access') = (${t.reason} is not null)`),
    check("visit_crew_reports_note_text_check", sql`${t.kind} <> 'note' or ${t.text} is not null`),
  ],
);
