import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scheduleOccurrences, type ScheduleRule } from "./schedule-occurrences";
import { SCHEDULE_FREQUENCIES } from "./schemas/service-schedules";

const DAY = 86_400_000;
const toDay = (d: string) => Math.round(Date.parse(`${d}T00:00:00Z`) / DAY);
const fromDay = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
const BASE = toDay("2024-01-01");

const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => fromDay(BASE + n));
const ruleArb: fc.Arbitrary<ScheduleRule> = fc
  .record({
    frequency: fc.constantFrom(...SCHEDULE_FREQUENCIES),
    intervalDays: fc.integer({ min: 1, max: 365 }),
    startDate: day,
    endAfter: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
  })
  .map(({ frequency, intervalDays, startDate, endAfter }) => ({
    frequency,
    intervalDays: frequency === "custom" ? intervalDays : null,
    startDate,
    endDate: endAfter === null ? null : fromDay(toDay(startDate) + endAfter),
  }));
const range = fc.tuple(day, fc.integer({ min: 0, max: 120 })).map(([from, n]) => ({ from, to: fromDay(toDay(from) + n) }));

describe("scheduleOccurrences", () => {
  test("sorted, distinct, inside [from, to] and the schedule's own dates, spaced as the frequency says", () => {
    fc.assert(
      fc.property(ruleArb, range, (rule, { from, to }) => {
        const days = scheduleOccurrences(rule, from, to);
        expect([...days].sort()).toEqual(days);
        expect(new Set(days).size).toBe(days.length);
        for (const d of days) {
          expect(d >= from && d <= to && d >= rule.startDate).toBe(true);
          if (rule.endDate) expect(d <= rule.endDate).toBe(true);
        }
        if (rule.frequency === "monthly") {
          const startDay = Number(rule.startDate.slice(8));
          for (const d of days) {
            const last = new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)), 0)).getUTCDate();
            expect(Number(d.slice(8))).toBe(Math.min(startDay, last));
          }
          // One a month, in consecutive months.
          for (let i = 1; i < days.length; i++) {
            const months =
              (Number(days[i]!.slice(0, 4)) - Number(days[i - 1]!.slice(0, 4))) * 12 + Number(days[i]!.slice(5, 7)) - Number(days[i - 1]!.slice(5, 7));
            expect(months).toBe(1);
          }
        } else {
          const step = rule.frequency === "weekly" ? 7 : rule.frequency === "bi-weekly" ? 14 : rule.intervalDays!;
          for (const d of days) expect((toDay(d) - toDay(rule.startDate)) % step).toBe(0);
          for (let i = 1; i < days.length; i++) expect(toDay(days[i]!) - toDay(days[i - 1]!)).toBe(step);
        }
      }),
    );
  });

  test("none is missed: the days of a range split in two are the days of the whole range", () => {
    fc.assert(
      fc.property(ruleArb, range, fc.nat(), (rule, { from, to }, cut) => {
        const mid = fromDay(toDay(from) + (cut % (toDay(to) - toDay(from) + 1)));
        const whole = scheduleOccurrences(rule, from, to);
        const split = [...scheduleOccurrences(rule, from, mid), ...scheduleOccurrences(rule, fromDay(toDay(mid) + 1), to)];
        expect(split).toEqual(whole);
      }),
    );
  });

  test("a monthly schedule started on the 31st: the last day of shorter months, then the 31st again", () => {
    const rule: ScheduleRule = { frequency: "monthly", intervalDays: null, startDate: "2027-01-31", endDate: null };
    expect(scheduleOccurrences(rule, "2027-01-01", "2027-05-31")).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31"]);
    expect(scheduleOccurrences({ ...rule, startDate: "2028-01-30" }, "2028-02-01", "2028-03-31")).toEqual(["2028-02-29", "2028-03-30"]);
  });

  test("weekly, bi-weekly and custom step from the start date; nothing before it or after the end", () => {
    const weekly: ScheduleRule = { frequency: "weekly", intervalDays: null, startDate: "2027-03-03", endDate: "2027-03-24" };
    expect(scheduleOccurrences(weekly, "2027-03-01", "2027-04-30")).toEqual(["2027-03-03", "2027-03-10", "2027-03-17", "2027-03-24"]);
    expect(scheduleOccurrences({ ...weekly, frequency: "bi-weekly" }, "2027-03-04", "2027-04-30")).toEqual(["2027-03-17"]);
    expect(scheduleOccurrences({ ...weekly, frequency: "custom", intervalDays: 10, endDate: null }, "2027-03-01", "2027-03-31")).toEqual([
      "2027-03-03",
      "2027-03-13",
      "2027-03-23",
    ]);
    expect(scheduleOccurrences(weekly, "2027-01-01", "2027-03-02")).toEqual([]);
  });
});
