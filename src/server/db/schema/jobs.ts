import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Tries of a job before it is given up, unless scheduled with another number. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * Scheduled work (reminders, expiry, recurring visits): one row per job, run by the job worker
 * (jobs/worker.ts) once `run_at` has come, however long the server was down in between.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which handler runs it (JobKind in jobs/kinds.ts). */
    kind: text("kind").notNull(),
    /** Scheduling the same key again does nothing, e.g. "visit-reminder:<visit id>:24h". */
    dedupeKey: text("dedupe_key").notNull().unique(),
    payload: jsonb("payload").notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    /** Claims so far; each claim counts one, so a job that kills its worker also stops at the limit. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(DEFAULT_MAX_ATTEMPTS),
    lastError: text("last_error"),
    /** The worker holding the lease, and until when (see jobs/claim.ts). */
    lockedBy: uuid("locked_by"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
