import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { isWeekday, statutoryHolidays } from "../../shared/holidays";
import type { ClosedDayAdded, ClosedDayList } from "../../shared/schemas/closed-days";
import type { ServiceScheduleDetail } from "../../shared/schemas/service-schedules";
import type { ServiceVisitDetail } from "../../shared/schemas/service-visits";
import { rowsOf } from "../test/auth-fixtures";
import { useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError, auditRows } from "../test/lead-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { SERVICE_VISITS } from "../test/service-visit-fixtures";
import { testDbKinds } from "../test/test-db";

// Decision 051: closed days (the statutory holidays of Ontario and Quebec, by the address's
// province, and the days the company adds, audited); a recurring schedule moves or skips a visit
// that falls on one; a single visit on one is a 409 unless staff confirm it.

const CLOSED = "/api/admin/closed-days";
const SCHEDULES = "/api/admin/service-schedules";
const today = businessDay();
const year = Number(today.slice(0, 4));
/** The next Christmas Day at least two days ahead (a schedule may start on it). */
const christmas = `${today >= `${year}-12-23` ? year + 1 : year}-12-25`;
const FORM = { windowStart: "08:00", windowEnd: "10:00", service: "Cleaning", staff: [], crewNotes: null } as const;

describe.each(testDbKinds)("closed days on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const visitDays = (scheduleId: string) =>
    rowsOf<{ occurrence: string; day: string }>(
      ctx.database,
      sql`select occurrence_date::text as occurrence, visit_date::text as day from service_visits where schedule_id = ${scheduleId} order by occurrence_date`,
    );
  const startSchedule = async (province: "ON" | "QC" | "AB", over: object) => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, null, province);
    return (await adminCall<ServiceScheduleDetail>(ctx, SCHEDULES, { body: { ...FORM, clientId, addressId, endDate: null, intervalDays: null, ...over } }, 201))
      .schedule;
  };

  test("the list: the holidays of both provinces and the company's days; add and remove are audited; a day twice is a 409", async () => {
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const empty = await adminCall<ClosedDayList>(ctx, `${CLOSED}?from=${from}&to=${to}`);
    expect(empty.days.map((d) => d.date)).toEqual(statutoryHolidays(year).map((h) => h.date));
    const day = addDays(today, 3);
    const added = await adminCall<ClosedDayAdded>(ctx, CLOSED, { method: "POST", body: { date: day, name: "  Staff training " } }, 201);
    expect(added.day).toMatchObject({ date: day, name: "Staff training", provinces: null });
    const list = await adminCall<ClosedDayList>(ctx, `${CLOSED}?from=${day}&to=${day}`);
    expect(list.days.filter((d) => d.id)).toEqual([added.day]);
    const twice = await adminError(ctx, CLOSED, { method: "POST", body: { date: day, name: "Again" } }, "conflict");
    expect(twice.message).toBe(`${day} is already a closed day.`);
    await adminCall(ctx, `${CLOSED}/${added.day.id}`, { method: "DELETE" });
    expect((await adminError(ctx, `${CLOSED}/${added.day.id}`, { method: "DELETE" }, "not_found")).status).toBe(404);
    const audit = await auditRows(ctx.database);
    expect(audit.filter((a) => a.entity === "closed_day").map((a) => a.action)).toEqual(expect.arrayContaining(["closed_day.add", "closed_day.remove"]));
  });

  test("bad input is a 400 naming the field", async () => {
    for (const [body, field] of [
      [{ date: "2026-02-30", name: "X" }, "date"],
      [{ date: addDays(today, -1), name: "X" }, "date"],
      [{ date: addDays(today, 1), name: "  " }, "name"],
      [{ date: addDays(today, 1), name: "x".repeat(101) }, "name"],
      [{ name: "X" }, "date"],
    ] as const)
      expect((await adminError(ctx, CLOSED, { method: "POST", body }, "validation")).fields, JSON.stringify(body)).toHaveProperty(field);
    expect((await adminError(ctx, `${CLOSED}?from=${today}&to=${addDays(today, 400)}`, {}, "validation")).fields).toHaveProperty("to");
    expect((await adminError(ctx, `${CLOSED}?from=nope&to=${today}`, {}, "validation")).fields).toHaveProperty("from");
    expect((await adminError(ctx, `${CLOSED}/nope`, { method: "DELETE" }, "not_found")).status).toBe(404);
  });

  test("a bi-weekly series on Christmas Day: moved to the next open business day in Ontario, skipped when its rule says; none in Alberta", async () => {
    const moved = await startSchedule("ON", { frequency: "bi-weekly", startDate: christmas });
    const days = await visitDays(moved.id);
    // December 25 and 26 are closed in Ontario: the visit comes the next weekday after both.
    let expected = addDays(christmas, 2);
    while (!isWeekday(expected)) expected = addDays(expected, 1);
    expect(days[0]).toEqual({ occurrence: christmas, day: expected });
    expect(days.every((d) => !d.day.endsWith("-12-25"))).toBe(true);

    const skipped = await startSchedule("QC", { frequency: "bi-weekly", startDate: christmas, closedDayRule: "skip" });
    expect((await visitDays(skipped.id))[0]!.occurrence).toBe(addDays(christmas, 14));

    const alberta = await startSchedule("AB", { frequency: "bi-weekly", startDate: christmas });
    expect((await visitDays(alberta.id))[0]).toEqual({ occurrence: christmas, day: christmas });
  });

  test("a day the company closes is kept out of new series everywhere; a single visit on a closed day is a 409 unless confirmed", async () => {
    const day = addDays(today, 10);
    await adminCall(ctx, CLOSED, { method: "POST", body: { date: day, name: "Inventory" } }, 201);
    const series = await startSchedule("AB", { frequency: "custom", intervalDays: 10, startDate: today, closedDayRule: "skip" });
    expect((await visitDays(series.id)).map((d) => d.day)).not.toContain(day);

    const { clientId, addressId } = await seedQuoteClient(ctx.database, null, "ON");
    const refused = await adminError(ctx, SERVICE_VISITS, { method: "POST", body: { ...FORM, clientId, addressId, date: day } }, "conflict");
    expect(refused.message).toBe(`${day} is a closed day at this address (Inventory): choose another day.`);
    const xmas = await adminError(ctx, SERVICE_VISITS, { method: "POST", body: { ...FORM, clientId, addressId, date: christmas } }, "conflict");
    expect(xmas.message).toMatch(/Christmas Day/);
    const booked = await adminCall<ServiceVisitDetail>(ctx, SERVICE_VISITS, { body: { ...FORM, clientId, addressId, date: day, allowClosedDay: true } }, 201);
    // Moving a visit onto a closed day is refused the same way; an edit that keeps its day is not.
    const other = await adminCall<ServiceVisitDetail>(ctx, SERVICE_VISITS, { body: { ...FORM, clientId, addressId, date: addDays(day, 1) } }, 201);
    expect((await adminError(ctx, `${SERVICE_VISITS}/${other.visit.id}`, { method: "PUT", body: { ...FORM, date: day } }, "conflict")).message).toMatch(
      /is a closed day/,
    );
    await adminCall(ctx, `${SERVICE_VISITS}/${booked.visit.id}`, { method: "PUT", body: { ...FORM, date: day, crewNotes: "Side door" } });
    expect(
      (await adminError(ctx, SERVICE_VISITS, { method: "POST", body: { ...FORM, clientId, addressId, date: day, allowClosedDay: "yes" } }, "validation"))
        .fields,
    ).toHaveProperty("allowClosedDay");
  });

  test("closing a day moves the series' visits already on it (or cancels them, as the rule says) and tells the client; hand-moved and single visits stay", async () => {
    let day = addDays(today, 7);
    while (!isWeekday(day)) day = addDays(day, 1);
    const email = `closing-${kind}@example.com`;
    const { clientId, addressId } = await seedQuoteClient(ctx.database, email, "AB");
    const body = { ...FORM, clientId, addressId, endDate: null, intervalDays: null, startDate: day };
    const moving = (await adminCall<ServiceScheduleDetail>(ctx, SCHEDULES, { body: { ...body, frequency: "weekly" } }, 201)).schedule;
    const skipping = (await adminCall<ServiceScheduleDetail>(ctx, SCHEDULES, { body: { ...body, frequency: "monthly", closedDayRule: "skip" } }, 201)).schedule;
    const single = await adminCall<ServiceVisitDetail>(ctx, SERVICE_VISITS, { body: { ...FORM, clientId, addressId, date: day } }, 201);
    await adminCall(ctx, CLOSED, { method: "POST", body: { date: day, name: "Water shut-off" } }, 201);

    // The next weekday the company keeps open (an earlier test closed a day of its own).
    const listed = await adminCall<ClosedDayList>(ctx, `${CLOSED}?from=${day}&to=${addDays(day, 30)}`);
    const companyDays = new Set(listed.days.filter((d) => d.provinces === null).map((d) => d.date));
    let next = addDays(day, 1);
    while (!isWeekday(next) || companyDays.has(next)) next = addDays(next, 1);
    const rows = await rowsOf<{ schedule_id: string | null; visit_date: string; status: string; reason: string | null }>(
      ctx.database,
      sql`select schedule_id, visit_date::text, status, reason from service_visits where occurrence_date = ${day} or id = ${single.visit.id}`,
    );
    expect(rows.find((r) => r.schedule_id === moving.id)).toMatchObject({ visit_date: next, status: "scheduled" });
    expect(rows.find((r) => r.schedule_id === skipping.id)).toMatchObject({ visit_date: day, status: "cancelled", reason: "Closed day: Water shut-off." });
    expect(rows.find((r) => r.schedule_id === null)).toMatchObject({ visit_date: day, status: "scheduled" });
    const notices = await rowsOf<{ subject: string }>(
      ctx.database,
      sql`select subject from outbox where kind = 'visit.notice' and "to" = ${email} order by created_at`,
    );
    expect(notices.map((n) => n.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/has moved to/), expect.stringMatching(/is cancelled/)]));
  });

  test("property: for any start and frequency in Ontario, no visit lands on a closed day or a weekend it was moved to, and each is on its occurrence or the next open weekday", async () => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, null, "ON");
    // Ontario's holidays and the company's days (an earlier test closed one), as the list answers them.
    const listed = await adminCall<ClosedDayList>(ctx, `${CLOSED}?from=${today}&to=${addDays(today, 180)}`);
    const holidays = new Set(listed.days.filter((d) => d.provinces === null || d.provinces.includes("ON")).map((d) => d.date));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom("weekly", "bi-weekly", "monthly", "custom"),
        fc.integer({ min: 1, max: 20 }),
        async (offset, frequency, every) => {
          const made = await adminCall<ServiceScheduleDetail>(
            ctx,
            SCHEDULES,
            {
              body: {
                ...FORM,
                clientId,
                addressId,
                frequency,
                intervalDays: frequency === "custom" ? every : null,
                startDate: addDays(today, offset),
                endDate: null,
              },
            },
            201,
          );
          for (const v of await visitDays(made.schedule.id)) {
            expect(holidays.has(v.day), JSON.stringify(v)).toBe(false);
            if (v.day !== v.occurrence) {
              expect(holidays.has(v.occurrence)).toBe(true);
              expect(isWeekday(v.day)).toBe(true);
              for (let d = addDays(v.occurrence, 1); d < v.day; d = addDays(d, 1)) expect(!isWeekday(d) || holidays.has(d)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
