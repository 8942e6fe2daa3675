import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { addDays } from "../calendar-date";
import {
  DEFAULT_PAY_PERIOD,
  centihoursBetween,
  entryProblems,
  formatHours,
  localInstant,
  payPeriodSettingsSchema,
  periodBeside,
  periodDates,
  periodInstants,
  periodOf,
  timesheetCorrectionSchema,
  type PayPeriodSettings,
} from "./timesheets";

const runs = { numRuns: Number(process.env.FC_RUNS ?? 200) };
const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays("2024-01-01", n));
const settings: fc.Arbitrary<PayPeriodSettings> = fc.record({ kind: fc.constantFrom("weekly" as const, "biweekly" as const), startsOn: day });

describe("pay periods", () => {
  test("the default is a week from Sunday to Saturday", () => {
    expect(new Date(`${DEFAULT_PAY_PERIOD.startsOn}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(periodOf(DEFAULT_PAY_PERIOD, "2026-11-25")).toEqual({ start: "2026-11-22", end: "2026-11-28" });
    expect(periodOf(DEFAULT_PAY_PERIOD, "2026-11-22")).toEqual({ start: "2026-11-22", end: "2026-11-28" });
    expect(periodOf(DEFAULT_PAY_PERIOD, "2026-11-28")).toEqual({ start: "2026-11-22", end: "2026-11-28" });
  });

  test("every two weeks from a chosen date, before and after it", () => {
    const biweekly: PayPeriodSettings = { kind: "biweekly", startsOn: "2026-11-02" };
    expect(periodOf(biweekly, "2026-11-15")).toEqual({ start: "2026-11-02", end: "2026-11-15" });
    expect(periodOf(biweekly, "2026-11-16")).toEqual({ start: "2026-11-16", end: "2026-11-29" });
    expect(periodOf(biweekly, "2026-11-01")).toEqual({ start: "2026-10-19", end: "2026-11-01" });
  });

  test("the week of the spring change is 167 hours, the autumn one 169", () => {
    const hours = (p: { start: string; end: string }) => {
      const { from, to } = periodInstants(p);
      return (to.getTime() - from.getTime()) / 3_600_000;
    };
    expect(hours(periodOf(DEFAULT_PAY_PERIOD, "2026-03-08"))).toBe(167);
    expect(hours(periodOf(DEFAULT_PAY_PERIOD, "2026-11-01"))).toBe(169);
    expect(hours(periodOf(DEFAULT_PAY_PERIOD, "2026-11-22"))).toBe(168);
  });

  test("periods tile the calendar: each day in exactly one, the next starting where the last ended, also in instants across DST", () => {
    fc.assert(
      fc.property(settings, day, (s, d) => {
        const p = periodOf(s, d);
        const dates = periodDates(p);
        expect(dates).toContain(d);
        expect(dates).toHaveLength(s.kind === "weekly" ? 7 : 14);
        // Every day of it is in this same period.
        for (const x of dates) expect(periodOf(s, x)).toEqual(p);
        const next = periodBeside(s, p, 1);
        const previous = periodBeside(s, p, -1);
        expect(next.start).toBe(addDays(p.end, 1));
        expect(previous.end).toBe(addDays(p.start, -1));
        expect(periodBeside(s, next, -1)).toEqual(p);
        // No instant is in two periods or none: one ends where the next begins.
        expect(periodInstants(p).to.getTime()).toBe(periodInstants(next).from.getTime());
        expect(periodInstants(previous).to.getTime()).toBe(periodInstants(p).from.getTime());
        // A period starts at midnight on the company's clock.
        const from = periodInstants(p).from;
        expect(new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(from)).toBe(
          "00:00",
        );
      }),
      runs,
    );
  });

  test("the setting's schema names its fields", () => {
    expect(payPeriodSettingsSchema.safeParse({ kind: "biweekly", startsOn: "2026-11-02" }).success).toBe(true);
    const bad = payPeriodSettingsSchema.safeParse({ kind: "monthly", startsOn: "2026-02-30" });
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(["kind", "startsOn"]);
  });
});

describe("hours and corrections", () => {
  test("hundredths of an hour, shown with two decimals", () => {
    const at = (iso: string) => new Date(iso);
    expect(centihoursBetween(at("2026-11-24T13:00:00Z"), at("2026-11-24T20:30:00Z"))).toBe(750);
    expect(centihoursBetween(at("2026-11-24T13:00:00Z"), at("2026-11-24T13:07:00Z"))).toBe(12);
    expect(formatHours(750)).toBe("7.50");
    expect(formatHours(5)).toBe("0.05");
    expect(formatHours(0)).toBe("0.00");
    expect(formatHours(1601)).toBe("16.01");
  });

  test("a time on Ottawa's clock, in winter and in summer", () => {
    expect(localInstant("2026-11-24T08:30")?.toISOString()).toBe("2026-11-24T13:30:00.000Z");
    expect(localInstant("2026-07-02T08:30")?.toISOString()).toBe("2026-07-02T12:30:00.000Z");
    expect(localInstant("2026-02-30T08:30")).toBeNull();
    expect(localInstant("2026-11-24 08:30")).toBeNull();
    expect(localInstant("2026-11-24T24:00")).toBeNull();
  });

  test("an end before the start, or more than 16 hours after it, is refused naming the end", () => {
    const s = localInstant("2026-11-24T08:00")!;
    expect(entryProblems(s, localInstant("2026-11-24T07:59"))).toEqual({ end: "End: must be after the start" });
    expect(entryProblems(s, s)).toEqual({ end: "End: must be after the start" });
    expect(entryProblems(s, localInstant("2026-11-25T00:01"))).toEqual({ end: "End: an entry may last at most 16 hours" });
    expect(entryProblems(s, localInstant("2026-11-25T00:00"))).toEqual({});
    expect(entryProblems(s, null)).toEqual({});
    expect(entryProblems(null, s)).toEqual({ start: "Start: an entry needs a start time" });
  });

  test("the correction's schema: a visit, a cleaner, times on the company's clock and a reason", () => {
    const ok = { visitId: "00000000-0000-4000-8000-000000000000", cleanerUserId: "u1", end: "2026-11-24T12:00", reason: "Forgot to check out" };
    expect(timesheetCorrectionSchema.safeParse(ok).success).toBe(true);
    const bad = timesheetCorrectionSchema.safeParse({ ...ok, visitId: "x", end: "noon", reason: "  " });
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]))).toMatchObject({
      visitId: "Visit: must be a visit's id",
      end: "End: must be a date and time as yyyy-mm-ddThh:mm (Ottawa time)",
    });
    expect(bad.error!.issues.some((i) => i.path[0] === "reason")).toBe(true);
  });
});
