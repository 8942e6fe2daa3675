import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { scheduleOccurrences } from "../../shared/schedule-occurrences";
import { SCHEDULE_FREQUENCIES, type ServiceScheduleDetail, type ServiceScheduleList } from "../../shared/schemas/service-schedules";
import type { ServiceVisitDetail } from "../../shared/schemas/service-visits";
import { quotes, serviceSchedules, serviceVisits } from "../db/schema/index";
import { transaction } from "../db/transaction";
import { generateScheduleVisits } from "../services/service-schedules/generate-visits";
import { SCHEDULE_ENDED_REASON } from "../services/service-schedules/write-schedule";
import { call } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError } from "../test/lead-fixtures";
import { quoteRow, seedQuoteClient } from "../test/quote-fixtures";
import { SERVICE_VISITS } from "../test/service-visit-fixtures";
import { crewIds } from "../test/crew-ids";
import { testDbKinds } from "../test/test-db";

// Recurring schedules in the admin: starting one generates its next 90 days of visits; a change
// moves its future visits only; ending it cancels them; every refused case and bad input.

const SCHEDULES = "/api/admin/service-schedules";
const today = businessDay();
const FORM = { frequency: "weekly", windowStart: "08:00", windowEnd: "10:00", service: "Weekly cleaning", crewNotes: "Side door" } as const;

describe.each(testDbKinds)("admin service schedules on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const db = () => ctx.database.db;
  const visitsOf = async (scheduleId: string) =>
    db().select().from(serviceVisits).where(eq(serviceVisits.scheduleId, scheduleId)).orderBy(serviceVisits.visitDate, serviceVisits.id);
  const place = async (fullName = "Jane Doe") => {
    const { clientId, addressId } = await seedQuoteClient(
      ctx.database,
      `${fullName.replace(/\W/g, "")}-${Math.random().toString(36).slice(2)}@example.com`,
      // A province without statutory holidays here: the visits fall on the pattern's days alone
      // (closed days, which move or skip them, are closed-days.test.ts's).
      "AB",
      fullName,
    );
    return { clientId, addressId };
  };
  const quote = async (clientId: string, addressId: string, status: "accepted" | "sent" = "accepted") =>
    (
      await db()
        .insert(quotes)
        .values({
          ...quoteRow({ clientId, title: "Weekly cleaning", totalCents: 12_000, status, quoteDate: today, validUntil: addDays(today, 30) }),
          addressId,
        })
        .returning({ id: quotes.id })
    )[0]!.id;
  const start = async (over: object = {}) => {
    const p = await place();
    const quoteId = await quote(p.clientId, p.addressId);
    const detail = await adminCall<ServiceScheduleDetail>(
      ctx,
      SCHEDULES,
      { body: { ...FORM, crew: await crewIds(ctx.database, ["boss"]), ...p, quoteId, startDate: addDays(today, 1), ...over } },
      201,
    );
    return { ...p, quoteId, detail };
  };

  test("starting a weekly schedule from an accepted quote: its next 90 days of visits, its next ten upcoming; read back and listed", async () => {
    const { clientId, quoteId, detail } = await start();
    const { schedule, upcoming } = detail;
    expect(schedule).toMatchObject({
      clientId,
      clientName: "Jane Doe",
      quoteId,
      frequency: "weekly",
      intervalDays: null,
      startDate: addDays(today, 1),
      endDate: null,
      windowStart: "08:00",
      windowEnd: "10:00",
      staff: ["boss"],
      crewNotes: "Side door",
      endedAt: null,
      generatedThrough: addDays(today, 90),
    });
    const days = scheduleOccurrences({ frequency: "weekly", intervalDays: null, startDate: addDays(today, 1), endDate: null }, today, addDays(today, 90));
    const stored = await visitsOf(schedule.id);
    expect(stored.map((v) => v.visitDate)).toEqual(days);
    expect(stored.every((v) => v.quoteId === quoteId && v.status === "scheduled" && v.occurrenceDate === v.visitDate && !v.movedByStaff)).toBe(true);
    expect(upcoming.map((v) => v.date)).toEqual(days.slice(0, 10));
    expect(upcoming[0]).toMatchObject({ scheduleId: schedule.id, service: "Weekly cleaning", windowStart: "08:00", staff: ["boss"], invoiceId: null });
    expect(await adminCall<ServiceScheduleDetail>(ctx, `${SCHEDULES}/${schedule.id}`)).toEqual(detail);
    expect((await adminCall<ServiceScheduleList>(ctx, `${SCHEDULES}?clientId=${clientId}`)).items.map((s) => s.id)).toEqual([schedule.id]);
    expect((await adminCall<ServiceScheduleList>(ctx, `${SCHEDULES}?quoteId=${quoteId}`)).items.map((s) => s.id)).toEqual([schedule.id]);
    const other = await place("John Roe");
    expect((await adminCall<ServiceScheduleList>(ctx, `${SCHEDULES}?clientId=${other.clientId}`)).items).toEqual([]);
  });

  test("monthly, bi-weekly and custom schedules generate their own days; a custom one keeps its interval, the others none", async () => {
    for (const [frequency, intervalDays] of [
      ["monthly", null],
      ["bi-weekly", 5],
      ["custom", 10],
    ] as const) {
      // Each series has the same crew at the same time as the one before: confirmed (decision 064).
      const { detail } = await start({ frequency, intervalDays, startDate: today, confirmCrewConflicts: true });
      expect(detail.schedule.intervalDays).toBe(frequency === "custom" ? 10 : null);
      const days = scheduleOccurrences(
        { frequency, intervalDays: frequency === "custom" ? 10 : null, startDate: today, endDate: null },
        today,
        addDays(today, 90),
      );
      expect((await visitsOf(detail.schedule.id)).map((v) => v.visitDate)).toEqual(days);
    }
  });

  test("bad input is a 400 naming the field, and nothing is stored", async () => {
    const p = await place();
    const other = await place("John Roe");
    const otherQuote = await quote(other.clientId, other.addressId);
    const body = { ...FORM, ...p, startDate: today };
    const cases: [object, string, string][] = [
      [{ startDate: addDays(today, -1) }, "startDate", "The start date cannot be in the past."],
      [{ startDate: "2027-02-30" }, "startDate", "Start date must be a real date"],
      [{ frequency: "daily" }, "frequency", "Frequency must be weekly, bi-weekly, monthly or custom"],
      [{ frequency: "custom" }, "intervalDays", "A custom schedule needs every how many days"],
      [{ frequency: "custom", intervalDays: 0 }, "intervalDays", "Every how many days must be at least 1"],
      [{ windowEnd: "07:00" }, "windowEnd", "The window must end after it starts"],
      [{ endDate: addDays(today, -1), startDate: today }, "endDate", "The end date must not be before the start date"],
      [{ addressId: other.addressId }, "addressId", "Service address not found among the client's addresses."],
      [{ quoteId: otherQuote }, "quoteId", "Quote not found among the client's quotes."],
      [{ clientId: "00000000-0000-4000-8000-000000000000" }, "clientId", "Client not found."],
      [{ crew: ["nobody"] }, "crew", "Not an active staff member: nobody."],
      [{ clientId: "nope" }, "clientId", "Client must be a client id"],
    ];
    for (const [over, field, message] of cases) {
      const error = await adminError(ctx, SCHEDULES, { method: "POST", body: { ...body, ...over } }, "validation");
      expect(error.status, JSON.stringify(over)).toBe(400);
      expect(error.fields?.[field], JSON.stringify(over)).toBe(message);
    }
    expect(await db().select().from(serviceSchedules)).toEqual([]);
    expect(await db().select().from(serviceVisits)).toEqual([]);
  });

  test("a quote that is not accepted is a 409 that says so", async () => {
    const p = await place();
    const sent = await quote(p.clientId, p.addressId, "sent");
    const error = await adminError(ctx, SCHEDULES, { method: "POST", body: { ...FORM, ...p, quoteId: sent, startDate: today } }, "conflict");
    expect(error).toMatchObject({ status: 409, message: "Only an accepted quote can start a recurring schedule." });
    expect(await db().select().from(serviceSchedules)).toEqual([]);
  });

  test("changing the pattern moves the future visits that follow the schedule; past, completed, cancelled and hand-moved ones stay", async () => {
    const { detail } = await start({ startDate: today });
    const id = detail.schedule.id;
    const [todays, second, third, fourth] = await visitsOf(id);
    // Today's visit completed, the second cancelled, the third moved by hand, a past one still open.
    await adminCall(ctx, `${SERVICE_VISITS}/${todays!.id}/complete`, { body: {} });
    await adminCall(ctx, `${SERVICE_VISITS}/${second!.id}/cancel`, { body: { reason: "Away" } });
    const handMoved = (
      await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${third!.id}`, {
        method: "PUT",
        body: { date: addDays(third!.visitDate, 1), windowStart: "13:00", windowEnd: "15:00", service: "Weekly cleaning" },
      })
    ).visit;
    expect((await visitsOf(id)).find((v) => v.id === handMoved.id)!.movedByStaff).toBe(true);
    // Only a change of day or window marks it: notes edited on the fourth leave it with the schedule.
    await adminCall(ctx, `${SERVICE_VISITS}/${fourth!.id}`, {
      method: "PUT",
      body: { date: fourth!.visitDate, windowStart: "08:00", windowEnd: "10:00", service: "Weekly cleaning", crewNotes: "Dog" },
    });
    expect((await visitsOf(id)).find((v) => v.id === fourth!.id)!.movedByStaff).toBe(false);
    const [past] = await db()
      .insert(serviceVisits)
      .values({ ...pick(todays!), scheduleId: id, occurrenceDate: addDays(today, -7), visitDate: addDays(today, -7) })
      .returning();
    const before = new Map((await visitsOf(id)).map((v) => [v.id, v]));

    const changed = await adminCall<ServiceScheduleDetail>(ctx, `${SCHEDULES}/${id}`, {
      method: "PUT",
      body: { ...FORM, frequency: "bi-weekly", startDate: today, windowStart: "09:00", windowEnd: "11:00", service: "Bi-weekly cleaning" },
    });
    expect(changed.schedule).toMatchObject({ frequency: "bi-weekly", windowStart: "09:00", service: "Bi-weekly cleaning" });
    const after = await visitsOf(id);
    for (const kept of [todays!.id, second!.id, handMoved.id, past!.id]) expect(after.find((v) => v.id === kept)).toEqual(before.get(kept));
    const following = after.filter((v) => ![todays!.id, second!.id, handMoved.id, past!.id].includes(v.id));
    const held = new Set([todays!.visitDate, second!.visitDate, third!.visitDate]);
    const days = scheduleOccurrences({ frequency: "bi-weekly", intervalDays: null, startDate: today, endDate: null }, today, addDays(today, 90)).filter(
      (d) => !held.has(d),
    );
    expect(following.map((v) => v.visitDate)).toEqual(days);
    expect(following.every((v) => v.windowStart === "09:00:00" && v.service === "Bi-weekly cleaning" && v.occurrenceDate === v.visitDate)).toBe(true);
    // The visits that followed keep their ids, in order (a client's request about one stays tied to it).
    expect(following[0]!.id).toBe(fourth!.id);
    // Changing again to the same pattern moves nothing.
    const again = await adminCall<ServiceScheduleDetail>(ctx, `${SCHEDULES}/${id}`, {
      method: "PUT",
      body: { ...FORM, frequency: "bi-weekly", startDate: today, windowStart: "09:00", windowEnd: "11:00", service: "Bi-weekly cleaning" },
    });
    expect((await visitsOf(id)).map((v) => [v.id, v.visitDate])).toEqual(after.map((v) => [v.id, v.visitDate]));
    expect(again.upcoming.map((v) => v.id)).toEqual(changed.upcoming.map((v) => v.id));
  });

  const ruleArb = fc.record({
    frequency: fc.constantFrom(...SCHEDULE_FREQUENCIES),
    intervalDays: fc.integer({ min: 1, max: 30 }),
    startIn: fc.integer({ min: 0, max: 20 }),
    endIn: fc.option(fc.integer({ min: 20, max: 120 }), { nil: null }),
  });
  const bodyOf = (r: { frequency: string; intervalDays: number; startIn: number; endIn: number | null }) => ({
    ...FORM,
    frequency: r.frequency,
    intervalDays: r.intervalDays,
    startDate: addDays(today, r.startIn),
    endDate: r.endIn === null ? null : addDays(today, r.endIn),
  });

  test("property: whatever staff did to some visits, a change leaves them as they were and the others follow the new pattern exactly", async () => {
    await fc.assert(
      fc.asyncProperty(ruleArb, ruleArb, fc.array(fc.constantFrom("keep", "cancel", "move"), { maxLength: 8 }), async (first, second, acts) => {
        const p = await place();
        const id = (await adminCall<ServiceScheduleDetail>(ctx, SCHEDULES, { body: { ...p, ...bodyOf(first) } }, 201)).schedule.id;
        const initial = await visitsOf(id);
        const touched = new Set<string>();
        for (const [i, act] of acts.entries()) {
          const v = initial[i];
          if (!v || act === "keep") continue;
          touched.add(v.id);
          if (act === "cancel") await adminCall(ctx, `${SERVICE_VISITS}/${v.id}/cancel`, { body: {} });
          else
            await adminCall(ctx, `${SERVICE_VISITS}/${v.id}`, {
              method: "PUT",
              body: { date: addDays(v.visitDate, 1), windowStart: "12:00", windowEnd: "14:00", service: "Moved" },
            });
        }
        const before = new Map((await visitsOf(id)).map((v) => [v.id, v]));
        const next = bodyOf(second);
        await adminCall(ctx, `${SCHEDULES}/${id}`, { method: "PUT", body: next });
        const after = await visitsOf(id);
        for (const t of touched) expect(after.find((v) => v.id === t)).toEqual(before.get(t));
        const held = new Set([...touched].map((t) => before.get(t)!.occurrenceDate));
        const expected = scheduleOccurrences(
          {
            frequency: next.frequency as never,
            intervalDays: next.frequency === "custom" ? next.intervalDays : null,
            startDate: next.startDate,
            endDate: next.endDate,
          },
          today,
          addDays(today, 90),
        ).filter((d) => !held.has(d));
        const following = after.filter((v) => !touched.has(v.id));
        expect(following.map((v) => v.visitDate)).toEqual(expected);
        expect(new Set(after.map((v) => v.occurrenceDate)).size).toBe(after.length);
      }),
      { numRuns: 12 },
    );
  });

  test("a running schedule keeps its past start date; a new start date in the past is a 400", async () => {
    const { detail } = await start({ startDate: today });
    const id = detail.schedule.id;
    await db()
      .update(serviceSchedules)
      .set({ startDate: addDays(today, -14) })
      .where(eq(serviceSchedules.id, id));
    await adminCall(ctx, `${SCHEDULES}/${id}`, { method: "PUT", body: { ...FORM, startDate: addDays(today, -14), crewNotes: "Gate code 42" } });
    const error = await adminError(ctx, `${SCHEDULES}/${id}`, { method: "PUT", body: { ...FORM, startDate: addDays(today, -7) } }, "validation");
    expect(error.fields).toEqual({ startDate: "The start date cannot be in the past." });
  });

  test("ending a schedule cancels its future visits that follow it, keeps hand-moved ones; any change after is a 409", async () => {
    const { detail } = await start();
    const id = detail.schedule.id;
    const [first, second] = await visitsOf(id);
    await adminCall(ctx, `${SERVICE_VISITS}/${first!.id}`, {
      method: "PUT",
      body: { date: addDays(first!.visitDate, 1), windowStart: "08:00", windowEnd: "10:00", service: "Weekly cleaning" },
    });
    const ended = await adminCall<ServiceScheduleDetail>(ctx, `${SCHEDULES}/${id}/end`, { body: {} });
    expect(ended.schedule.endedAt).not.toBeNull();
    expect(ended.upcoming.map((v) => v.id)).toEqual([first!.id]);
    const after = await visitsOf(id);
    expect(after.find((v) => v.id === second!.id)).toMatchObject({ status: "cancelled", reason: SCHEDULE_ENDED_REASON });
    expect(after.filter((v) => v.status === "scheduled").map((v) => v.id)).toEqual([first!.id]);
    const cancelledEvents = await (await call(ctx.t, `${SERVICE_VISITS}/${second!.id}`, { cookie: ctx.admin })).json();
    expect((cancelledEvents as ServiceVisitDetail).visit.events.map((e) => e.kind)).toEqual(["created", "cancelled"]);

    const message = "This recurring schedule has ended: start a new one instead.";
    expect(await adminError(ctx, `${SCHEDULES}/${id}`, { method: "PUT", body: { ...FORM, startDate: addDays(today, 1) } }, "conflict")).toMatchObject({
      status: 409,
      message,
    });
    expect(await adminError(ctx, `${SCHEDULES}/${id}/end`, { method: "POST", body: {} }, "conflict")).toMatchObject({ status: 409, message });
    // The generator leaves it alone.
    await db().update(serviceSchedules).set({ generatedThrough: null }).where(eq(serviceSchedules.id, id));
    expect(await transaction(db(), (tx) => generateScheduleVisits(tx, { from: today, through: addDays(today, 90) }))).toEqual({ schedules: 0, visits: 0 });
    expect((await visitsOf(id)).filter((v) => v.status === "scheduled")).toHaveLength(1);
  });

  test("an unknown or malformed id is a 404, before the body is read", async () => {
    const none = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["GET", `${SCHEDULES}/${none}`],
      ["GET", `${SCHEDULES}/nope`],
      ["PUT", `${SCHEDULES}/${none}`],
      ["PUT", `${SCHEDULES}/nope`],
      ["POST", `${SCHEDULES}/${none}/end`],
      ["POST", `${SCHEDULES}/nope/end`],
    ] as const) {
      expect((await adminError(ctx, path, { method, body: method === "PUT" ? { ...FORM, startDate: today } : undefined }, "not_found")).message).toBe(
        "Service schedule not found",
      );
    }
    expect((await adminError(ctx, `${SCHEDULES}?clientId=nope`, { method: "GET" }, "validation")).fields).toEqual({ clientId: "Client must be a client id" });
  });

  // The row's own columns, for a visit inserted directly beside the generated ones.
  const pick = (v: typeof serviceVisits.$inferSelect) => ({
    clientId: v.clientId,
    addressId: v.addressId,
    windowStart: v.windowStart,
    windowEnd: v.windowEnd,
    service: v.service,
  });
});
