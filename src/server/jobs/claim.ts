import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { idList, type LeasedTable } from "../db/leased-rows";
import type { JobInfo, JobKind } from "./kinds";

/**
 * How long a claim holds a job before another worker may take it. The worker renews the lease of
 * the jobs it has claimed and not yet started every LEASE_SECONDS / 3; a running job's row is
 * locked by its transaction instead (see worker.ts). Times are the database's clock, so the
 * processes sharing a PostgreSQL need no synchronised clocks.
 */
export const JOB_LEASE_SECONDS = 60;

const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 3600;

/** Delay before the next try after `attempts` failures: 30 s, 60 s, 120 s ... capped at 1 h. */
export function jobRetryDelaySeconds(attempts: number): number {
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

export type ClaimedJob = JobInfo & { payload: unknown };

type Row = { id: string; kind: JobKind; dedupe_key: string; payload: unknown; run_at: Date | string; attempts: number; max_attempts: number };

/** The jobs table's lease columns, for what it shares with the outbox. */
export const JOBS: LeasedTable = { name: "jobs", leaseUntil: "lease_until", doneAt: "done_at" };

/**
 * Claim up to `limit` due jobs of `kinds` for `worker`, counting an attempt: due (`run_at` has
 * come, however long ago), not done, tries left, and no live lease. FOR UPDATE SKIP LOCKED: two
 * workers claiming at once never get the same job, and neither waits for the other.
 */
export async function claimJobs(db: Db, o: { worker: string; kinds: JobKind[]; limit: number; leaseSeconds: number }): Promise<ClaimedJob[]> {
  if (o.kinds.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`
    with claimed as (
      update jobs set attempts = attempts + 1, locked_by = ${o.worker}::uuid,
        lease_until = now() + make_interval(secs => ${o.leaseSeconds})
      where id in (
        select id from jobs
        where done_at is null and run_at <= now() and attempts < max_attempts
          and (lease_until is null or lease_until < now())
          and kind in (${sql.join(
            o.kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${o.limit}
        for update skip locked)
      returning id, kind, dedupe_key, payload, run_at, attempts, max_attempts)
    select * from claimed order by run_at, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    dedupeKey: r.dedupe_key,
    payload: r.payload,
    runAt: new Date(r.run_at),
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }));
}

/**
 * Take a claimed job for its run, in the run's transaction `tx`: marks it done, which holds its row
 * locked until the commit (so no other worker's claim can take it, whatever its lease says). False
 * when `worker` no longer holds it (its lease ran out and another worker claimed it): then the
 * job is not run here.
 */
export async function startJobRun(tx: Db, o: { worker: string; id: string }): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`
    update jobs set done_at = now(), lease_until = null, locked_by = null
    where id = ${o.id}::uuid and locked_by = ${o.worker}::uuid and done_at is null
    returning id`,
  );
  return rows.length > 0;
}

/**
 * A failed try of a job claimed for its `attempts`-th time: keep the error, free the job, and run it
 * again after the backoff unless it has used its tries. Returns the delay, or undefined when the
 * job is given up (or `worker` no longer held it).
 */
export async function recordJobFailure(db: Db, o: { worker: string; job: ClaimedJob; error: string }): Promise<number | undefined> {
  const delay = jobRetryDelaySeconds(o.job.attempts);
  const [row] = await queryRows<{ retry: boolean }>(
    db,
    sql`
    update jobs set last_error = ${o.error.slice(0, 2000)}, lease_until = null, locked_by = null,
      run_at = case when attempts < max_attempts then now() + make_interval(secs => ${delay}) else run_at end
    where id = ${o.job.id}::uuid and locked_by = ${o.worker}::uuid and done_at is null
    returning attempts < max_attempts as retry`,
  );
  return row?.retry ? delay : undefined;
}

/**
 * Extend the lease of jobs `worker` has claimed and not started. SKIP LOCKED: a row locked by a
 * run is left alone rather than waited for (its lock holds it anyway).
 */
export async function renewJobLeases(db: Db, o: { worker: string; ids: string[]; leaseSeconds: number }): Promise<void> {
  if (o.ids.length === 0) return;
  await db.execute(sql`
    update jobs set lease_until = now() + make_interval(secs => ${o.leaseSeconds})
    where id in (
      select id from jobs where id in (${idList(o.ids)}) and locked_by = ${o.worker}::uuid and done_at is null
      for update skip locked)`);
}
