import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { businessDay } from "../../../shared/business-time";
import { addDays } from "../../../shared/calendar-date";
import { scheduleOccurrences, type ScheduleRule } from "../../../shared/schedule-occurrences";
import { SCHEDULE_FREQUENCIES } from "../../../shared/schemas/service-schedules";
import { queryRows, type Database } from "../../db/client";
import { jobs, serviceSchedules, serviceVisitEvents, serviceVisits } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { JobHandlers } from "../../jobs/kinds";
import { createJobRunner } from "../../jobs/worker";
import { seedQuoteClient } from "../../test/quote-fixtures";
import { silentLogger } from "../../test/test-app";
import { createTestDb, emptyTables, testDbKinds } from "../../test/test-db";
import { generateJobHandler, scheduleGenerateRun } from "./generate-job";
import { generateScheduleVisits } from "./generate-visits";

// The set-based generator: the same days as the shared scheduleOccurrences, once each however
// often it runs, and the daily job that drives it in batches.

const DAY = 86_400_000;
const toDay = (d: string) => Math.round(Date.parse(`${d}T00:00:00Z`) / DAY);
const fromDay = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const day = fc.integer({ min: 0, max: 2 * 366 }).map((n) => fromDay(toDay("2027-01-01") + n));
const ruleArb: fc.Arbitrary<ScheduleRule> = fc
  .record({
    frequency: fc.constantFrom(...SCHEDULE_FREQUENCIES),
    intervalDays: fc.integer({ min: 1, max: 60 }),
    startDate: day,
    endAfter: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  })
  .map(({ frequency, intervalDays, startDate, endAfter }) => ({
    frequency,
    intervalDays: frequency === "custom" ? intervalDays : null,
    startDate,
    endDate: endAfter === null ? null : fromDay(toDay(startDate) + endAfter),
  }));

describe.each(testDbKinds)("visit generator on %s", (kind) => {
  let database: Database;
  let place: { clientId: string; addressId: string };
  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await emptyTables(database.db);
    // Alberta: no statutory holidays here, so the visits fall on the pattern's days alone (closed days: closed-days.test.ts).
    place = await seedQuoteClient(database, "gen@example.com", "AB");
  });

  const insertSchedule = async (rule: ScheduleRule) =>
    (
      await database.db
        .insert(serviceSchedules)
        .values({ ...place, ...rule, service: "Weekly cleaning", windowStart: "08:00", windowEnd: "10:00" })
        .returning({ id: serviceSchedules.id })
    )[0]!.id;
  const daysOf = async (scheduleId: string) =>
    (
      await database.db
        .select({ date: serviceVisits.visitDate, occurrence: serviceVisits.occurrenceDate })
        .from(serviceVisits)
        .where(eq(serviceVisits.scheduleId, scheduleId))
        .orderBy(serviceVisits.visitDate)
    ).map((v) => {
      expect(v.occurrence).toBe(v.date);
      return v.date;
    });
  const generate = (o: Parameters<typeof generateScheduleVisits>[1]) => transaction(database.db, (tx) => generateScheduleVisits(tx, o));

  test("the SQL generator writes the days scheduleOccurrences gives, and a second run writes none", async () => {
    await fc.assert(
      fc.asyncProperty(ruleArb, day, fc.integer({ min: 0, max: 120 }), async (rule, from, length) => {
        const through = addDays(from, length);
        const id = await insertSchedule(rule);
        const first = await generate({ from, through, scheduleId: id });
        const expected = scheduleOccurrences(rule, from, through);
        expect(await daysOf(id)).toEqual(expected);
        expect(first).toEqual({ schedules: 1, visits: expected.length });
        expect(await generate({ from, through, scheduleId: id })).toEqual({ schedules: 1, visits: 0 });
        expect(await daysOf(id)).toEqual(expected);
      }),
      { numRuns: kind === "pglite" ? 40 : 60 },
    );
  });

  test("the watermark: a later run extends from the day after it, re-running writes nothing; ended schedules are left alone", async () => {
    const weekly = await insertSchedule({ frequency: "weekly", intervalDays: null, startDate: "2027-03-01", endDate: null });
    const ended = await insertSchedule({ frequency: "weekly", intervalDays: null, startDate: "2027-03-01", endDate: null });
    await database.db.update(serviceSchedules).set({ endedAt: new Date() }).where(eq(serviceSchedules.id, ended));
    expect(await generate({ from: "2027-03-01", through: "2027-03-31" })).toEqual({ schedules: 1, visits: 5 });
    expect(await generate({ from: "2027-03-01", through: "2027-03-31" })).toEqual({ schedules: 0, visits: 0 });
    expect(await generate({ from: "2027-03-02", through: "2027-04-14" })).toEqual({ schedules: 1, visits: 2 });
    expect(await daysOf(weekly)).toEqual(["2027-03-01", "2027-03-08", "2027-03-15", "2027-03-22", "2027-03-29", "2027-04-05", "2027-04-12"]);
    expect(await daysOf(ended)).toEqual([]);
    const [schedule] = await database.db.select().from(serviceSchedules).where(eq(serviceSchedules.id, weekly));
    expect(schedule!.generatedThrough).toBe("2027-04-14");
    // Each generated visit is on its timeline, made by the schedule.
    const events = await database.db.select().from(serviceVisitEvents);
    expect(events).toHaveLength(7);
    expect(events[0]).toMatchObject({ kind: "created", actorName: null, details: { window: "08:00-10:00", schedule: weekly } });
    // A cancelled occurrence does not come back.
    await database.db.update(serviceVisits).set({ status: "cancelled" }).where(eq(serviceVisits.visitDate, "2027-04-12"));
    await database.db.update(serviceSchedules).set({ generatedThrough: null });
    expect(await generate({ from: "2027-03-01", through: "2027-04-14" })).toEqual({ schedules: 1, visits: 0 });
  });

  test("the daily job: batches with follow-up jobs, the next day's run scheduled, every live schedule extended once", async () => {
    const now = new Date();
    const today = businessDay(now);
    for (let i = 0; i < 5; i++) await insertSchedule({ frequency: "bi-weekly", intervalDays: null, startDate: addDays(today, i), endDate: null });
    const clock = () => now;
    const handlers: JobHandlers = { "visits.generate": generateJobHandler({ clock, batch: 2 }) };
    const runner = createJobRunner({ db: database.db, handlers, logger: silentLogger });
    await scheduleGenerateRun(database.db, clock());
    while ((await runner.runDue()).ran > 0);
    const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from service_visits`);
    // Each schedule: every 14 days from its start through today + 90.
    expect(counted!.n).toBe(5 * 7);
    const keys = (await database.db.select({ key: jobs.dedupeKey }).from(jobs)).map((j) => j.key).sort();
    expect(keys.filter((k) => !k.includes(":more:"))).toEqual([`visits.generate:${today}`, `visits.generate:${businessDay(new Date(now.getTime() + DAY))}`]);
    expect(keys.filter((k) => k.includes(":more:"))).toHaveLength(2);
    // The same day's run again: nothing new.
    expect(await generate({ from: today, through: addDays(today, 90) })).toEqual({ schedules: 0, visits: 0 });
  });
});
