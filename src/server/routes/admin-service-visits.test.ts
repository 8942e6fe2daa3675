import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import {
  SERVICE_VISIT_ACTIONS,
  SERVICE_VISIT_RESULT,
  serviceVisitRefusal,
  type ServiceVisitAction,
  type ServiceVisitDetail,
  type ServiceVisitList,
  type ServiceVisitRange,
  type ServiceVisitStaff,
  type ServiceVisitStatus,
  weekItem,
} from "../../shared/schemas/service-visits";
import { serviceVisits } from "../db/schema/index";
import { rowsOf } from "../test/auth-fixtures";
import { call } from "../test/auth-helpers";
import { useClientTestApp } from "../test/client-fixtures";
import { adminCall, adminError } from "../test/lead-fixtures";
import { seedQuoteClient } from "../test/quote-fixtures";
import { SERVICE_VISITS } from "../test/service-visit-fixtures";
import { crewIds } from "../test/crew-ids";
import { testDbKinds } from "../test/test-db";

// Service visits in the admin: scheduling, moving, the outcome of a visit (completed, cancelled,
// missed), every refused transition, bad input, the list and the week view.

const today = businessDay();
const FORM = { windowStart: "08:00", windowEnd: "10:00", service: "Weekly cleaning", crew: [] as string[], crewNotes: "Code 1234 at the side door" };

describe.each(testDbKinds)("admin service visits on %s", (kind) => {
  const ctx = useClientTestApp(kind);
  const refused = (path: string, body: unknown, code: "validation" | "conflict" | "not_found", method = "POST") =>
    adminError(ctx, path, { method, body }, code);
  const stored = async (id: string) => (await ctx.database.db.select().from(serviceVisits).where(eq(serviceVisits.id, id)))[0]!;
  const count = async () => (await rowsOf<{ n: number }>(ctx.database, sql`select count(*)::int as n from service_visits`))[0]!.n;
  const schedule = async (over: object = {}, fullName = "Jane Doe") => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, null, "ON", fullName);
    return (await adminCall<ServiceVisitDetail>(ctx, SERVICE_VISITS, { body: { ...FORM, date: today, clientId, addressId, ...over } }, 201)).visit;
  };
  const act = (id: string, action: ServiceVisitAction, body: object = {}) =>
    action === "update"
      ? call(ctx.t, `${SERVICE_VISITS}/${id}`, { method: "PUT", body: { ...FORM, date: today, ...body }, cookie: ctx.admin })
      : call(ctx.t, `${SERVICE_VISITS}/${id}/${action}`, { method: "POST", body, cookie: ctx.admin });

  test("scheduling a visit: stored as scheduled with its window, staff and notes, on its timeline; read back, in the list and the week", async () => {
    const [boss] = await crewIds(ctx.database, ["boss"]);
    const visit = await schedule({ date: addDays(today, 2), crew: [boss] });
    expect(visit).toMatchObject({
      date: addDays(today, 2),
      windowStart: "08:00",
      windowEnd: "10:00",
      service: "Weekly cleaning",
      // The account, and its name as the office reads it.
      crew: [{ userId: boss, name: "boss" }],
      staff: ["boss"],
      legacyStaff: [],
      status: "scheduled",
      crewNotes: "Code 1234 at the side door",
      completionNote: null,
      quoteId: null,
      scheduleId: null,
      clientName: "Jane Doe",
      address: { street: "12 Main St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
      events: [{ kind: "created", actor: { name: "boss" } }],
    });
    expect((await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${visit.id}`)).visit).toEqual(visit);
    const list = await adminCall<ServiceVisitList>(ctx, SERVICE_VISITS);
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 50, items: [{ id: visit.id }] });
    const week = await adminCall<ServiceVisitRange>(ctx, `${SERVICE_VISITS}/range?from=${today}&to=${addDays(today, 6)}`);
    expect(week.visits.map(([id]) => id)).toEqual([visit.id]);
    expect(await adminCall<ServiceVisitStaff>(ctx, `${SERVICE_VISITS}/staff`)).toEqual({ staff: [{ userId: boss, name: "boss", role: "owner" }] });
  });

  test("moving a visit: new date, window, staff and notes; a move into the past is refused, a past visit's notes can still be edited", async () => {
    const visit = await schedule();
    const moved = (
      await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${visit.id}`, {
        method: "PUT",
        body: { ...FORM, date: addDays(today, 3), windowStart: "13:30", windowEnd: "15:45", crew: [], crewNotes: "" },
      })
    ).visit;
    expect(moved).toMatchObject({ date: addDays(today, 3), windowStart: "13:30", windowEnd: "15:45", staff: [], crewNotes: null, status: "scheduled" });
    expect(moved.events.map((e) => [e.kind, e.details])).toEqual([
      ["created", expect.anything()],
      ["updated", { date: addDays(today, 3), window: "13:30-15:45" }],
    ]);

    const before = await stored(visit.id);
    const past = await refused(`${SERVICE_VISITS}/${visit.id}`, { ...FORM, date: addDays(today, -1) }, "validation", "PUT");
    expect(past).toMatchObject({ status: 400, fields: { date: "The date cannot be in the past." } });
    expect(await stored(visit.id)).toEqual(before);

    // A visit whose day has passed (still scheduled) keeps its date while its notes change.
    await ctx.database.db
      .update(serviceVisits)
      .set({ visitDate: addDays(today, -2) })
      .where(eq(serviceVisits.id, visit.id));
    const edited = await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${visit.id}`, {
      method: "PUT",
      body: { ...FORM, date: addDays(today, -2), crewNotes: "Bring the ladder" },
    });
    expect(edited.visit).toMatchObject({ date: addDays(today, -2), crewNotes: "Bring the ladder" });
  });

  test("completing (with the crew's note), cancelling (with a reason) and marking missed are stored, each on the timeline", async () => {
    const done = (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${(await schedule()).id}/complete`, { body: { completionNote: "All done" } }))
      .visit;
    expect(done).toMatchObject({ status: "completed", completionNote: "All done" });
    expect(done.events.map((e) => e.kind)).toEqual(["created", "completed"]);
    const cancelled = (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${(await schedule()).id}/cancel`, { body: { reason: "Client away" } }))
      .visit;
    expect(cancelled).toMatchObject({ status: "cancelled", reason: "Client away" });
    const missed = (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${(await schedule()).id}/miss`, { body: {} })).visit;
    expect(missed).toMatchObject({ status: "missed", reason: null });
    expect(missed.events.map((e) => e.kind)).toEqual(["created", "missed"]);
    const row = await stored(done.id);
    expect(row.completedAt).toBeInstanceOf(Date);
    // A future visit can be cancelled.
    expect(
      (await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${(await schedule({ date: addDays(today, 9) })).id}/cancel`, { body: {} })).visit.status,
    ).toBe("cancelled");
  });

  const REFUSED: [from: ServiceVisitStatus | "future", action: ServiceVisitAction, message: string][] = [
    ["cancelled", "complete", "A cancelled visit cannot be completed."],
    ["cancelled", "update", "A cancelled visit cannot be moved or edited."],
    ["cancelled", "cancel", "A cancelled visit cannot be cancelled."],
    ["cancelled", "miss", "A cancelled visit cannot be marked missed."],
    ["completed", "update", "A completed visit cannot be moved or edited."],
    ["completed", "cancel", "A completed visit cannot be cancelled."],
    ["completed", "complete", "A completed visit cannot be completed."],
    ["completed", "miss", "A completed visit cannot be marked missed."],
    ["missed", "update", "A missed visit cannot be moved or edited: schedule a new visit instead."],
    ["missed", "cancel", "A missed visit cannot be cancelled: schedule a new visit instead."],
    ["missed", "complete", "A missed visit cannot be completed: schedule a new visit instead."],
    ["missed", "miss", "A missed visit cannot be marked missed: schedule a new visit instead."],
    ["future", "complete", `A visit cannot be completed before its day (${addDays(today, 1)}).`],
    ["future", "miss", `A visit cannot be marked missed before its day (${addDays(today, 1)}).`],
  ];
  test.each(REFUSED)("a %s visit: %s is a 409 that says why, and the row is unchanged", async (from, action, message) => {
    const visit = await schedule({ date: from === "future" ? addDays(today, 1) : today });
    if (from !== "future") expect((await act(visit.id, from === "completed" ? "complete" : from === "cancelled" ? "cancel" : "miss")).status).toBe(200);
    const before = await stored(visit.id);
    const res = await act(visit.id, action);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(res.status).toBe(409);
    expect(body.error).toMatchObject({ code: "conflict", message });
    expect(await stored(visit.id)).toEqual(before);
  });

  test("bad input is a 400 naming the field, and nothing is written", async () => {
    const { clientId, addressId } = await seedQuoteClient(ctx.database, null);
    const other = await seedQuoteClient(ctx.database, null, "ON", "Other Client");
    const [otherQuote] = await rowsOf<{ id: string }>(
      ctx.database,
      sql`insert into quotes (number, client_id, title, total_cents, quote_date, valid_until) values ('Q-T-1', ${other.clientId}, 'Other', 100, ${today}, ${today}) returning id`,
    );
    const body = { ...FORM, date: today, clientId, addressId };
    const [boss] = await crewIds(ctx.database, ["boss"]);
    const cases: [unknown, string][] = [
      [{ ...body, date: addDays(today, -1) }, "date"],
      [{ ...body, date: "2026-02-30" }, "date"],
      [{ ...body, windowEnd: "08:00" }, "windowEnd"],
      [{ ...body, windowStart: "11:00", windowEnd: "10:00" }, "windowEnd"],
      [{ ...body, windowStart: "08:10" }, "windowStart"],
      [{ ...body, windowStart: "05:45" }, "windowStart"],
      [{ ...body, windowEnd: "22:15" }, "windowEnd"],
      [{ ...body, windowEnd: "8:00" }, "windowEnd"],
      [{ ...body, service: "  " }, "service"],
      [{ ...body, crew: ["Nobody Here"] }, "crew"],
      [{ ...body, crew: [boss, boss] }, "crew"],
      [{ ...body, crew: boss }, "crew"],
      [{ ...body, legacyStaff: ["Someone"] }, "legacyStaff"],
      [{ ...body, clientId: "nope" }, "clientId"],
      [{ ...body, clientId: "00000000-0000-4000-8000-000000000000" }, "clientId"],
      [{ ...body, addressId: other.addressId }, "addressId"],
      [{ ...body, quoteId: otherQuote!.id }, "quoteId"],
      [{ ...body, crewNotes: "x".repeat(2001) }, "crewNotes"],
    ];
    for (const [input, field] of cases) {
      const error = await refused(SERVICE_VISITS, input, "validation");
      expect(error.status, field).toBe(400);
      expect(Object.keys(error.fields!), JSON.stringify(input)).toEqual([field]);
    }
    expect(await count()).toBe(0);
    // Not a uuid: 404 before the body is read (even an unreadable one).
    for (const path of ["nope/complete", "nope/cancel", "nope/miss", "nope", "1%20or%201=1"]) {
      const res = await ctx.t.app.request(`${SERVICE_VISITS}/${path}`, {
        method: path.includes("/") ? "POST" : "PUT",
        headers: { cookie: ctx.admin, "content-type": "text/plain", origin: ctx.t.config.appUrl },
        body: "{",
      });
      expect(res.status, path).toBe(404);
    }
    expect((await call(ctx.t, `${SERVICE_VISITS}/not-a-uuid`, { cookie: ctx.admin })).status).toBe(404);
    expect((await call(ctx.t, `${SERVICE_VISITS}/00000000-0000-4000-8000-000000000000/complete`, { body: {}, cookie: ctx.admin })).status).toBe(404);
  });

  test("the week view: visits from..to by date and window start; more than 31 days or a bad range is a 400 naming the field", async () => {
    const late = await schedule({ date: addDays(today, 1), windowStart: "14:00", windowEnd: "16:00" });
    const early = await schedule({ date: addDays(today, 1), windowStart: "07:00", windowEnd: "09:00" });
    const first = await schedule({ date: today, windowStart: "18:00", windowEnd: "20:00" });
    await schedule({ date: addDays(today, 8) });
    const week = await adminCall<ServiceVisitRange>(ctx, `${SERVICE_VISITS}/range?from=${today}&to=${addDays(today, 6)}`);
    expect(week.visits.map(([id]) => id)).toEqual([first.id, early.id, late.id]);
    // Each with its card's fields, written as the visit's own page writes them (the database builds this answer).
    const { id, clientName, date, windowStart, windowEnd, service, staff, status, crew } = (
      await adminCall<ServiceVisitDetail>(ctx, `${SERVICE_VISITS}/${early.id}`)
    ).visit;
    // Tomorrow's visit: no crew state yet.
    expect(weekItem(week.visits[1]!)).toEqual({ id, clientName, date, windowStart, windowEnd, service, staff, status, crew, crewState: null });
    // Nobody on a visit, and no cleaner account: no load.
    expect(week.load).toEqual([]);
    expect(week).toMatchObject({ from: today, to: addDays(today, 6) });
    expect((await adminCall<ServiceVisitRange>(ctx, `${SERVICE_VISITS}/range?from=${today}&to=${addDays(today, 30)}`)).visits).toHaveLength(4);
    for (const [query, field] of [
      [`from=${today}&to=${addDays(today, 31)}`, "to"],
      [`from=${today}&to=${addDays(today, -1)}`, "to"],
      [`from=2026-13-01&to=${today}`, "from"],
      [`to=${today}`, "from"],
    ] as const) {
      const error = await refused(`${SERVICE_VISITS}/range?${query}`, undefined, "validation", "GET");
      expect(Object.keys(error.fields!), query).toEqual([field]);
    }
  });

  test("the list: latest date first, filtered by status, searched in the service, staff and client", async () => {
    const a = await schedule({ date: addDays(today, 1), service: "Window washing", crew: await crewIds(ctx.database, ["boss"]) }, "Alice Martin");
    const b = await schedule({ date: addDays(today, 2) }, "Bob Tremblay");
    await act(b.id, "cancel");
    const list = async (query: string) => (await adminCall<ServiceVisitList>(ctx, `${SERVICE_VISITS}?${query}`)).items.map((v) => v.id);
    expect(await list("")).toEqual([b.id, a.id]);
    expect(await list("status=cancelled")).toEqual([b.id]);
    expect(await list("status=scheduled")).toEqual([a.id]);
    expect(await list("search=window")).toEqual([a.id]);
    expect(await list("search=tremblay")).toEqual([b.id]);
    expect(await list("search=BOSS")).toEqual([a.id]);
    expect(await list("search=50%25")).toEqual([]);
    expect((await refused(`${SERVICE_VISITS}?status=done`, undefined, "validation", "GET")).fields).toEqual({
      status: "Status must be scheduled, completed, cancelled or missed",
    });
    expect((await adminCall<ServiceVisitList>(ctx, `${SERVICE_VISITS}?page=2`)).items).toEqual([]);
  });

  test("property: whatever the sequence of actions, the stored status follows the allowed transitions", async () => {
    const step = fc.record({ action: fc.constantFrom(...SERVICE_VISIT_ACTIONS), tomorrow: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const visit = await schedule();
        let status: ServiceVisitStatus = "scheduled";
        let date = today;
        for (const { action, tomorrow } of steps) {
          const moveTo = tomorrow ? addDays(today, 1) : today;
          const res = await act(visit.id, action, action === "update" ? { date: moveTo } : {});
          await res.body?.cancel();
          const refusal = serviceVisitRefusal(status, action, date, today);
          expect(res.status, `${status} ${action}`).toBe(refusal ? 409 : 200);
          if (!refusal) {
            status = SERVICE_VISIT_RESULT[action];
            if (action === "update") date = moveTo;
          }
          const row = await stored(visit.id);
          expect(row.status).toBe(status);
          expect(row.visitDate).toBe(date);
        }
      }),
      { numRuns: 25 },
    );
  });
});
