import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { serviceVisits } from "./service-visits";

/**
 * The crew's notes for the client, written at check-out (decision 066): one per cleaner and visit,
 * shown in the client's visit report (e-mail and portal). Internal notes to the office are not here.
 */
export const visitClientNotes = pgTable(
  "visit_client_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => serviceVisits.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the office still sees who wrote it after the account is gone. */
    authorName: text("author_name").notNull(),
    note: text("note").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("visit_client_notes_visit_author_key").on(t.visitId, t.authorUserId), index("visit_client_notes_author_idx").on(t.authorUserId)],
);

/**
 * A visit's report to its client (decision 066): queued once, when the last cleaner still on the
 * visit checked out. The primary key keeps it to one; `outbox_id` is the e-mail (null when the
 * client has no address).
 */
export const visitReports = pgTable("visit_reports", {
  visitId: uuid("visit_id")
    .primaryKey()
    .references(() => serviceVisits.id, { onDelete: "cascade" }),
  language: text("language").notNull(),
  outboxId: uuid("outbox_id"),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
