import { sql } from "drizzle-orm";
import { businessDay } from "../../../shared/business-time";
import { addDays } from "../../../shared/calendar-date";
import { queryRows, type Db } from "../../db/client";
import type { JobHandler } from "../../jobs/kinds";
import { scheduleJob } from "../../jobs/schedule";
import { readRetentionSettings } from "../settings/retention-settings";
import { nextRetentionRunTime, retentionRunTime } from "./cutoffs";
import { continueRetentionRun, finishRetentionRun, retentionRound, startRetentionRun } from "./run-retention";

/**
 * Schedule the daily retention run of the calendar date `day` at RETENTION_HOUR on the company's
 * clock (one job per day whoever schedules it: "retention.run:2026-11-24"). The server schedules
 * today's at start, so a day the server was down at that hour is caught up at once; each run
 * schedules the next day's.
 */
export function scheduleRetentionRun(db: Db, day: string): Promise<boolean> {
  return scheduleJob(db, { kind: "retention.run", dedupeKey: `retention.run:${day}`, runAt: retentionRunTime(day), payload: {} });
}

/**
 * The "retention.run" job. The day's job schedules the next day's and starts a daily run with the
 * periods in force; every job does one round of batches in its own transaction (the job's, so the
 * rows it changes, its counts and the job's mark commit together or not at all) and, when a batch
 * was full, leaves the rest to a follow-up job due at once that carries the run's id. With `mailDir`,
 * the run's last round sweeps the copies of sent e-mails there (mail/sent-copies.ts); with
 * `photoDir`, the visit photo files whose row is gone (services/photos/photo-files.ts).
 */
export function retentionJobHandler(deps: { clock?: () => Date; batch?: number; mailDir?: string; photoDir?: string } = {}): JobHandler<"retention.run"> {
  const clock = deps.clock ?? (() => new Date());
  return async (payload, { tx, job, logger }) => {
    const now = clock();
    let runId = payload.runId;
    if (!runId) {
      await scheduleRetentionRun(tx, addDays(businessDay(now), 1));
      const { updatedAt: _, ...settings } = await readRetentionSettings(tx);
      runId = await startRetentionRun(tx, { trigger: "daily", settings, now });
    }
    const { changed, more } = await retentionRound(tx, { runId, limit: deps.batch });
    if (more) await continueRetentionRun(tx, { runId, key: job.id, runAt: job.runAt });
    else
      await finishRetentionRun(
        tx,
        runId,
        deps.mailDir ? { mailDir: deps.mailDir, logger } : undefined,
        deps.photoDir ? { photoDir: deps.photoDir, logger } : undefined,
      );
    // Every round says what it did, nothing included: a day without a line is a run that did not happen.
    logger.info({ runId, ...changed, more }, "retention round");
  };
}

/** When the daily run comes next: the job waiting for it, or (no server has scheduled one) the schedule's next time. */
export async function nextRetentionRun(db: Db, now = new Date()): Promise<Date> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select min(run_at) as at from jobs
        where kind = 'retention.run' and done_at is null and attempts < max_attempts and dedupe_key not like 'retention.run:more:%'`,
  );
  return row?.at ? new Date(row.at) : nextRetentionRunTime(now);
}
