import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { DEFAULT_MAX_ATTEMPTS } from "../db/schema/index";
import { wakeAfterCommit } from "../db/wake";
import type { JobKind, JobPayloads } from "./kinds";

export type ScheduledJob<K extends JobKind> = {
  kind: K;
  /** One job per key: scheduling a key again does nothing (e.g. "visit-reminder:<id>:24h"). */
  dedupeKey: string;
  /** When it may run; a time already past runs as soon as a worker is free. */
  runAt: Date;
  payload: JobPayloads[K];
  /** Tries before it is given up (10 unless given). */
  maxAttempts?: number;
};

/**
 * Schedule a job in the caller's transaction (`db`, opened with `transaction` from
 * db/transaction.ts, or the database itself). Idempotent on the dedupe key: returns true when the
 * job is new, false when the key was already scheduled (whatever that job's state). A job due now
 * wakes the worker once the transaction commits.
 */
export async function scheduleJob<K extends JobKind>(db: Db, job: ScheduledJob<K>): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into jobs (kind, dedupe_key, payload, run_at, max_attempts)
    values (${job.kind}, ${job.dedupeKey}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz, ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
    on conflict (dedupe_key) do nothing
    returning id`,
  );
  const created = rows.length > 0;
  if (created && job.runAt.getTime() <= Date.now()) wakeAfterCommit(db, "jobs");
  return created;
}
