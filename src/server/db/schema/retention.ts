import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { RETENTION_CATEGORIES, RETENTION_TRIGGERS } from "../../../shared/schemas/retention";
import { users } from "./auth";
import { oneOf } from "./one-of";

// Retention (decision 055): the periods the owner sets, and a record of every run of the job that
// anonymises or removes what is past them.

/**
 * The owner's retention periods: one row (id 1), made by the first save; until then the
 * defaults of shared/schemas/retention.ts apply.
 */
export const retentionSettings = pgTable(
  "retention_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** Enquiries (consultations, assessments, leads) of people who never became clients. */
    enquiryMonths: smallint("enquiry_months").notNull(),
    /** The text, HTML and files of e-mails, counted from when they were sent. */
    mailBodyDays: smallint("mail_body_days").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("retention_settings_one_row", sql`${t.id} = 1`)],
);

/** One run of retention: the daily job's (with its follow-ups) or one asked for in the admin. */
export const retentionRuns = pgTable(
  "retention_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "daily" (the job) or "manual" (Run retention now). */
    trigger: text("trigger", { enum: RETENTION_TRIGGERS }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while batches remain (or when the run was interrupted: the next run takes the rest). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Who asked for a manual run (kept as written, like the audit log). */
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    /** The periods it applied: { enquiryMonths, mailBodyDays }. */
    settings: jsonb("settings").notNull(),
  },
  (t) => [index("retention_runs_started_at_idx").on(t.startedAt.desc()), check("retention_runs_trigger_check", oneOf(t.trigger, RETENTION_TRIGGERS))],
);

/**
 * What a run did per category: rows anonymised or removed, and the cutoff it applied (rows older
 * than it were due). Added to in the same transaction as each batch, so a count is exactly the
 * rows that batch changed.
 */
export const retentionRunCounts = pgTable(
  "retention_run_counts",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => retentionRuns.id, { onDelete: "cascade" }),
    category: text("category", { enum: RETENTION_CATEGORIES }).notNull(),
    cutoff: timestamp("cutoff", { withTimezone: true }).notNull(),
    rows: integer("rows").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.runId, t.category] }), check("retention_run_counts_category_check", oneOf(t.category, RETENTION_CATEGORIES))],
);
