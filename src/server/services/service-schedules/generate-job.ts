import { businessDay } from "../../../shared/business-time";
import { addDays } from "../../../shared/calendar-date";
import { SCHEDULE_HORIZON_DAYS } from "../../../shared/schemas/service-schedules";
import type { Db } from "../../db/client";
import type { JobHandler } from "../../jobs/kinds";
import { scheduleJob } from "../../jobs/schedule";
import { generateScheduleVisits } from "./generate-visits";

/** Schedules one run extends: each batch is its own short transaction. */
export const GENERATE_BATCH = 500;

const DAY = 86_400_000;

/**
 * Schedule the generator's run for the Ottawa day `time` falls in, at `time` (one job per day
 * whoever schedules it: "visits.generate:2026-11-24"). The server schedules today's at start, so a
 * downtime is caught up at once; each run schedules the next day's.
 */
export function scheduleGenerateRun(db: Db, time: Date): Promise<boolean> {
  return scheduleJob(db, { kind: "visits.generate", dedupeKey: `visits.generate:${businessDay(time)}`, runAt: time, payload: {} });
}

/**
 * The daily "visits.generate" job: extends every live schedule's visits to today + 90 days (Ottawa),
 * set-based, a batch of schedules per transaction; a run that filled its batch leaves the rest to a
 * follow-up job due at once. Re-running writes nothing new (the watermark and the occurrence index).
 */
export function generateJobHandler(deps: { clock?: () => Date; batch?: number } = {}): JobHandler<"visits.generate"> {
  const clock = deps.clock ?? (() => new Date());
  const batch = deps.batch ?? GENERATE_BATCH;
  return async (_payload, { tx, job, logger }) => {
    const now = clock();
    await scheduleGenerateRun(tx, new Date(now.getTime() + DAY));
    const today = businessDay(now);
    const run = await generateScheduleVisits(tx, { from: today, through: addDays(today, SCHEDULE_HORIZON_DAYS), limit: batch });
    const more = run.schedules === batch;
    if (more) await scheduleJob(tx, { kind: "visits.generate", dedupeKey: `visits.generate:more:${job.id}`, runAt: job.runAt, payload: {} });
    logger.info({ today, ...run, more }, "visit generation");
  };
}
