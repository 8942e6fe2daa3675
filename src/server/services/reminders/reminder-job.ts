import { businessDay, businessHour } from "../../../shared/business-time";
import type { Db } from "../../db/client";
import type { JobHandler } from "../../jobs/kinds";
import { scheduleJob } from "../../jobs/schedule";
import type { ReminderConfig } from "./reminder-mail";
import { runReminderPass } from "./run-reminders";

const HOUR = 3600_000;

/** Reminders go out from 8 a.m. Ottawa time: a stage reached at midnight waits for the morning. */
export const REMINDERS_FROM_HOUR = 8;

/**
 * Schedule the reminder run of the hour `time` falls in (at that hour's start; one job per hour
 * whoever schedules it, by its dedupe key "billing.reminders:2026-11-24T15", the UTC hour). The
 * server schedules the current hour's at start, so a downtime is caught up at once; each run
 * schedules the next hour's.
 */
export function scheduleReminderRun(db: Db, time: Date): Promise<boolean> {
  const hour = new Date(Math.floor(time.getTime() / HOUR) * HOUR);
  return scheduleJob(db, { kind: "billing.reminders", dedupeKey: `billing.reminders:${hour.toISOString().slice(0, 13)}`, runAt: hour, payload: {} });
}

/**
 * The "billing.reminders" job: schedules the next hour's run, then (from REMINDERS_FROM_HOUR)
 * runs a reminder pass for Ottawa's today in the job's transaction. When the pass filled its batch,
 * a follow-up job due at once takes the rest, each in its own short transaction.
 */
export function reminderJobHandler(deps: { config: ReminderConfig; clock?: () => Date; batch?: number }): JobHandler<"billing.reminders"> {
  const clock = deps.clock ?? (() => new Date());
  return async (_payload, { tx, job, logger }) => {
    const now = clock();
    await scheduleReminderRun(tx, new Date(now.getTime() + HOUR));
    if (businessHour(now) < REMINDERS_FROM_HOUR) return;
    const today = businessDay(now);
    const pass = await runReminderPass(tx, { config: deps.config, today, now, limit: deps.batch });
    if (pass.more) await scheduleJob(tx, { kind: "billing.reminders", dedupeKey: `billing.reminders:more:${job.id}`, runAt: job.runAt, payload: {} });
    // Every pass says what it did, none included: an hour without a line is a pass that did not run.
    logger.info({ today, ...pass }, "reminder pass");
  };
}
