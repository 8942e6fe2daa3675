import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { IDEMPOTENCY_HEADER } from "../../shared/idempotency";
import type { CrewDay, CrewVisitAnswer } from "../../shared/schemas/crew";
import type { ServiceVisitDetail } from "../../shared/schemas/service-visits";
import type { Database } from "../db/client";
import { clientAddresses, serviceVisits } from "../db/schema/index";
import { accessOpen } from "../services/crew/crew-visits";
import { countOf, makeClient, makeClientUser, rowsOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin, signInClient } from "../test/auth-helpers";
import { assignCrew } from "../test/crew-ids";
import { testDbKinds } from "../test/test-db";

// The cleaners' page API (decision 063): a cleaner's own visits, the client's entry details only
// from the day before the visit to its end (each view recorded), and check-in and check-out timed
// by the server, once each, through the Idempotency-Key layer.

const today = businessDay();
const VISITS = "/api/crew/visits";

test("the entry details are open the day before the visit and on its day, while scheduled and until the check-out", () => {
  const visit = { date: today, status: "scheduled", checkedOutAt: null };
  expect(accessOpen(visit, addDays(today, -2))).toBe(false);
  expect(accessOpen(visit, addDays(today, -1))).toBe(true);
  expect(accessOpen(visit, today)).toBe(true);
  expect(accessOpen(visit, addDays(today, 1))).toBe(false);
  expect(accessOpen({ ...visit, status: "cancelled" }, today)).toBe(false);
  expect(accessOpen({ ...visit, checkedOutAt: new Date().toISOString() }, today)).toBe(false);
});

describe.each(testDbKinds)("the crew API on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  let mia: string;
  let visits: Record<"today" | "later" | "leos" | "tomorrowCancelled" | "nextWeek" | "yesterday", string>;

  /** A visit at a new address of the client, with its access notes. */
  async function visit(clientId: string, date: string, staff: string[], over: Partial<typeof serviceVisits.$inferInsert> = {}) {
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId, street: `${date} Elm St`, city: "Ottawa", province: "ON", postalCode: "K1A 0B1", position: 0, accessNotes: `Lockbox ${date}` })
      .returning({ id: clientAddresses.id });
    const [row] = await database.db
      .insert(serviceVisits)
      .values({ clientId, addressId: address!.id, visitDate: date, windowStart: "13:00", windowEnd: "15:00", service: "Home cleaning", ...over })
      .returning({ id: serviceVisits.id });
    await assignCrew(database, row!.id, staff);
    return row!.id;
  }

  beforeEach(async () => {
    await makeAdmin(t, database, "owner@example.com", "boss", "owner");
    await makeAdmin(t, database, "mia@example.com", "Mia", "cleaner");
    await makeAdmin(t, database, "leo@example.com", "leo", "cleaner");
    mia = (await signInAdmin(t, "mia@example.com")).cookie;
    const clientId = await makeClient(database, "jane@example.com", "Jane Doe");
    visits = {
      later: await visit(clientId, addDays(today, 3), ["boss", "mia"]),
      today: await visit(clientId, today, ["MIA"], { windowStart: "09:00", windowEnd: "11:00", crewNotes: "Dog in the yard" }),
      leos: await visit(clientId, today, ["leo"]),
      tomorrowCancelled: await visit(clientId, addDays(today, 1), ["mia"], { status: "cancelled" }),
      nextWeek: await visit(clientId, addDays(today, 7), ["mia"]),
      yesterday: await visit(clientId, addDays(today, -1), ["mia"]),
    };
  });

  const send = (path: string, o: { key?: string; body?: unknown; cookie?: string } = {}) =>
    call(t, path, { method: "POST", body: o.body ?? {}, cookie: o.cookie ?? mia, headers: o.key ? { [IDEMPOTENCY_HEADER]: o.key } : {} });
  const views = () => countOf(database, sql`from crew_access_views`);
  const checks = (kind: string) => countOf(database, sql`from service_visit_events where kind = ${kind}`);

  test("a cleaner's week: their visits from today for seven days, by day and window, with the entry details only from the day before", async () => {
    const res = await call(t, VISITS, { cookie: mia });
    expect(res.status).toBe(200);
    const day = (await res.json()) as CrewDay;
    expect(day.today).toBe(today);
    // On their crew by account; not Leo's, not cancelled, not yesterday's, not a week away.
    expect(day.visits.map((v) => v.id)).toEqual([visits.today, visits.later]);
    const [first, second] = day.visits;
    expect(first).toEqual({
      id: visits.today,
      date: today,
      windowStart: "09:00",
      windowEnd: "11:00",
      service: "Home cleaning",
      status: "scheduled",
      clientName: "Jane Doe",
      address: { street: `${today} Elm St`, city: "Ottawa", province: "ON", postalCode: "K1A 0B1" },
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${today} Elm St, Ottawa, ON K1A 0B1`)}`,
      crewNotes: "Dog in the yard",
      access: { notes: `Lockbox ${today}` },
      checkedInAt: null,
      checkedOutAt: null,
    });
    expect(second!.access).toBeNull();
    expect(JSON.stringify(day)).not.toContain(`Lockbox ${addDays(today, 3)}`);
    // The view is recorded: who, which visit, when.
    const [view] = await rowsOf<{ visit_id: string; viewer_name: string; user_id: string | null }>(database, sql`select * from crew_access_views`);
    expect(view).toMatchObject({ visit_id: visits.today, viewer_name: "Mia" });
    expect(view!.user_id).not.toBeNull();
    expect(await views()).toBe(1);
  });

  test("check-in and check-out: timed by the server, once each under an Idempotency-Key, with the location only when sent", async () => {
    const key = randomUUID();
    const location = { latitude: 45.4215, longitude: -75.6972, accuracy: 12 };
    const first = await send(`${VISITS}/${visits.today}/check-in`, { key, body: { location } });
    expect(first.status).toBe(200);
    const answer = (await first.json()) as CrewVisitAnswer;
    expect(Date.now() - Date.parse(answer.visit.checkedInAt!)).toBeLessThan(60_000);
    // The outbox's repeat: the same answer, not run again.
    const again = await send(`${VISITS}/${visits.today}/check-in`, { key, body: { location } });
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(((await again.json()) as CrewVisitAnswer).visit.checkedInAt).toBe(answer.visit.checkedInAt);
    expect(await checks("checked_in")).toBe(1);
    // A second check-in under a new key is refused, saying why.
    const twice = await send(`${VISITS}/${visits.today}/check-in`, { key: randomUUID() });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe("You already checked in.");

    const out = await send(`${VISITS}/${visits.today}/check-out`, { key: randomUUID() });
    expect(out.status).toBe(200);
    const visit = ((await out.json()) as CrewVisitAnswer).visit;
    expect(visit.checkedOutAt).not.toBeNull();
    // Checked out: the entry details are closed.
    expect(visit.access).toBeNull();
    const events = await rowsOf<{ kind: string; details: Record<string, string | null> }>(
      database,
      sql`select kind, details from service_visit_events where visit_id = ${visits.today} order by at`,
    );
    expect(events).toEqual([
      { kind: "checked_in", details: { latitude: "45.4215", longitude: "-75.6972", accuracy: "12" } },
      { kind: "checked_out", details: {} },
      // The only cleaner checked in has left: the visit is completed (decision 066).
      { kind: "completed", details: {} },
    ]);

    // The office's visit page shows both on the timeline, by the cleaner's name.
    const owner = (await signInAdmin(t, "owner@example.com")).cookie;
    const detail = (await (await call(t, `/api/admin/service-visits/${visits.today}`, { cookie: owner })).json()) as ServiceVisitDetail;
    expect(detail.visit.events.map((e) => [e.kind, e.actor.name])).toEqual([
      ["checked_in", "Mia"],
      ["checked_out", "Mia"],
      ["completed", "Mia"],
    ]);
  });

  test("refused: check-out before check-in, twice, a visit not today or not scheduled (409); another's visit (404); a bad location (400)", async () => {
    const refused = async (path: string, status: number, message: string, body: unknown = {}) => {
      const res = await send(path, { body, key: randomUUID() });
      expect(res.status, path).toBe(status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    };
    await refused(`${VISITS}/${visits.today}/check-out`, 409, "Check in before you check out.");
    await refused(`${VISITS}/${visits.later}/check-in`, 409, "This visit is not today.");
    await refused(`${VISITS}/${visits.tomorrowCancelled}/check-in`, 409, "This visit is no longer scheduled.");
    await refused(`${VISITS}/${visits.leos}/check-in`, 404, "Service visit not found");
    await refused(`${VISITS}/not-a-visit/check-in`, 404, "Service visit not found");
    await refused(`${VISITS}/${visits.today}/check-in`, 400, "Invalid request: location: Latitude must be between -90 and 90", {
      location: { latitude: 91, longitude: 0 },
    });
    expect((await send(`${VISITS}/${visits.today}/check-in`)).status).toBe(200);
    expect((await send(`${VISITS}/${visits.today}/check-out`)).status).toBe(200);
    await refused(`${VISITS}/${visits.today}/check-out`, 409, "You already checked out.");
    // In French when the phone asks for French.
    const fr = await call(t, `${VISITS}/${visits.today}/check-out`, { method: "POST", body: {}, cookie: mia, headers: { "Accept-Language": "fr-CA" } });
    expect(((await fr.json()) as { error: { message: string } }).error.message).toBe("Départ déjà enregistré.");
    expect(await checks("checked_in")).toBe(1);
    expect(await checks("checked_out")).toBe(1);
  });

  test("staff only: signed out is 401, the owner sees their own visits, a client finds no such endpoint", async () => {
    expect((await call(t, VISITS)).status).toBe(401);
    const owner = (await signInAdmin(t, "owner@example.com")).cookie;
    const ownDay = await call(t, VISITS, { cookie: owner });
    expect(ownDay.status).toBe(200);
    expect(((await ownDay.json()) as CrewDay).visits.map((v) => v.id)).toEqual([visits.later]);
    expect((await send(`${VISITS}/${visits.today}/check-in`, { cookie: owner })).status).toBe(404);
    await makeClientUser(database, "jane@example.com", "Jane Doe");
    const client = (await signInClient(t, database, "jane@example.com")).cookie;
    expect((await call(t, VISITS, { cookie: client })).status).toBe(404);
    expect(await views()).toBe(0);
  });
});
