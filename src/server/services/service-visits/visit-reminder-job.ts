import { businessDay, businessHour } from "../../../shared/business-time";
import type { Db } from "../../db/client";
import type { JobHandler } from "../../jobs/kinds";
import { scheduleJob } from "../../jobs/schedule";
import { REMINDERS_FROM_HOUR } from "../reminders/reminder-job";
import { runVisitReminderPass, type VisitReminderConfig } from "./visit-reminders";

const HOUR = 3600_000;

/**
 * Schedule the visit reminder run of the hour `time` falls in (one job per hour whoever schedules
 * it: "visits.reminders:2026-11-24T15", the UTC hour). The server schedules the current hour's at
 * start; each run schedules the next hour's.
 */
export function scheduleVisitReminderRun(db: Db, time: Date): Promise<boolean> {
  const hour = new Date(Math.floor(time.getTime() / HOUR) * HOUR);
  return scheduleJob(db, { kind: "visits.reminders", dedupeKey: `visits.reminders:${hour.toISOString().slice(0, 13)}`, runAt: hour, payload: {} });
}

/**
 * The "visits.reminders" job: schedules the next hour's run, then, from 8 a.m. Ottawa time (like
 * billing reminders), sends the day-before reminders of tomorrow's visits. A pass that filled its
 * batch leaves the rest to a follow-up job due at once.
 */
export function visitReminderJobHandler(deps: { config: VisitReminderConfig; clock?: () => Date; batch?: number }): JobHandler<"visits.reminders"> {
  const clock = deps.clock ?? (() => new Date());
  return async (_payload, { tx, job, logger }) => {
    const now = clock();
    await scheduleVisitReminderRun(tx, new Date(now.getTime() + HOUR));
    if (businessHour(now) < REMINDERS_FROM_HOUR) return;
    const today = businessDay(now);
    const pass = await runVisitReminderPass(tx, { config: deps.config, today, limit: deps.batch });
    if (pass.more) await scheduleJob(tx, { kind: "visits.reminders", dedupeKey: `visits.reminders:more:${job.id}`, runAt: job.runAt, payload: {} });
    logger.info({ today, ...pass }, "visit reminder pass");
  };
}
