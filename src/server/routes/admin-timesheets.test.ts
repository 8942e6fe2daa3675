import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { Timesheet, TimesheetCorrected } from "../../shared/schemas/timesheets";
import type { Database } from "../db/client";
import { clientAddresses, serviceVisitCrew, serviceVisitEvents, serviceVisits } from "../db/schema/index";
import { eraseClient } from "../services/privacy/erase-client";
import { countOf, makeClient, rowsOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { silentLogger } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

// Timesheets (decision 069) through the real app: entries from the cleaners' check-ins and
// check-outs, an owner's corrections kept beside the events, the pay period, the payroll CSV and
// a client's erasure that leaves the hours.

const SHEET = "/api/admin/timesheets";
const DAY = "2026-11-24"; // a Tuesday; Ottawa is UTC-5 that day

describe.each(testDbKinds)("timesheets on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  let owner: string;
  let office: string;
  let ids: Record<"mia" | "leo" | "ana", string>;
  let visit: string;
  let clientId: string;

  const userIdOf = async (username: string) =>
    (await rowsOf<{ user_id: string }>(database, sql`select user_id from admin_users where username = ${username}`))[0]!.user_id;

  beforeEach(async () => {
    await makeAdmin(t, database, "owner@example.com", "boss", "owner");
    await makeAdmin(t, database, "office@example.com", "olga", "office");
    await makeAdmin(t, database, "mia@example.com", "Mia", "cleaner");
    await makeAdmin(t, database, "leo@example.com", "leo", "cleaner");
    await makeAdmin(t, database, "ana@example.com", "ana", "cleaner");
    owner = (await signInAdmin(t, "owner@example.com")).cookie;
    office = (await signInAdmin(t, "office@example.com")).cookie;
    ids = { mia: await userIdOf("Mia"), leo: await userIdOf("leo"), ana: await userIdOf("ana") };
    clientId = await makeClient(database, "jane@example.com", "Jane Doe");
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId, street: "1 Elm St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1", position: 0 })
      .returning({ id: clientAddresses.id });
    const [row] = await database.db
      .insert(serviceVisits)
      .values({
        clientId,
        addressId: address!.id,
        visitDate: DAY,
        windowStart: "09:00",
        windowEnd: "11:00",
        service: "Home cleaning",
      })
      .returning({ id: serviceVisits.id });
    visit = row!.id;
    const event = (kind: "checked_in" | "checked_out", who: "mia" | "leo", at: string) => ({
      visitId: visit,
      kind,
      actorUserId: ids[who],
      actorName: who,
      at: new Date(at),
    });
    await database.db.insert(serviceVisitEvents).values([
      event("checked_in", "mia", "2026-11-24T14:05:00Z"), // 09:05 in Ottawa
      event("checked_out", "mia", "2026-11-24T16:35:00Z"), // 11:35
      event("checked_in", "leo", "2026-11-24T14:10:00Z"), // no check-out
    ]);
  });

  const sheet = async (cookie: string, query = `?date=${DAY}`) => {
    const res = await call(t, `${SHEET}${query}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as Timesheet;
  };
  const correct = (body: Record<string, unknown>, cookie = owner) => call(t, `${SHEET}/corrections`, { body: { visitId: visit, ...body }, cookie });
  const fieldsOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error.fields;

  test("office staff read the week: hours per cleaner and day, each entry with its client, times and flags", async () => {
    const s = await sheet(office);
    expect(s.period).toEqual({ start: "2026-11-22", end: "2026-11-28" });
    expect(s.previous).toEqual({ start: "2026-11-15", end: "2026-11-21" });
    expect(s.next).toEqual({ start: "2026-11-29", end: "2026-12-05" });
    expect(s.canCorrect).toBe(false);
    expect(s.cleaners.map((c) => [c.name, c.totalCentihours, c.days[DAY]])).toEqual([
      ["leo", 0, 0],
      ["Mia", 250, 250],
    ]);
    const [leo, mia] = s.cleaners;
    expect(mia!.entries[0]).toMatchObject({
      visitId: visit,
      clientName: "Jane Doe",
      service: "Home cleaning",
      date: DAY,
      start: "2026-11-24T14:05:00.000Z",
      end: "2026-11-24T16:35:00.000Z",
      centihours: 250,
      flags: [],
      correction: null,
    });
    expect(leo!.entries[0]).toMatchObject({ end: null, centihours: null, flags: ["open"] });
    // Another week has none of it; a day that is no date is refused naming it.
    expect((await sheet(office, "?date=2026-12-01")).cleaners).toEqual([]);
    const bad = await call(t, `${SHEET}?date=2026-02-30`, { cookie: office });
    expect(bad.status).toBe(400);
    expect(Object.keys((await fieldsOf(bad)) ?? {})).toEqual(["date"]);
  });

  test("an owner closes an open entry with a reason: the check-in stays, the correction is shown, audited and counted", async () => {
    const refused = await correct({ cleanerUserId: ids.leo, end: "2026-11-24T12:00", reason: "Forgot" }, office);
    expect(refused.status).toBe(403);
    const res = await correct({ cleanerUserId: ids.leo, end: "2026-11-24T12:00", reason: "Forgot to check out" });
    expect(res.status).toBe(201);
    const { entry } = (await res.json()) as TimesheetCorrected;
    expect(entry).toMatchObject({ checkedInAt: "2026-11-24T14:10:00.000Z", checkedOutAt: null, end: "2026-11-24T17:00:00.000Z", centihours: 283, flags: [] });
    expect(entry.correction).toMatchObject({ kind: "correction", reason: "Forgot to check out", byName: "boss" });
    // The events are as they were; the audit log has who, what and why.
    expect(await countOf(database, sql`from service_visit_events where visit_id = ${visit}`)).toBe(3);
    const [audit] = await rowsOf<{ action: string; actor_email: string; details: { reason: string; to: { end: string } } }>(
      database,
      sql`select action, actor_email, details from audit_log where action like 'timesheets.%'`,
    );
    expect(audit).toMatchObject({
      action: "timesheets.correct",
      actor_email: "owner@example.com",
      details: { reason: "Forgot to check out", to: { end: "2026-11-24T17:00:00.000Z" } },
    });
    // A second correction of the start: the latest counts, the first stays in the table.
    expect((await correct({ cleanerUserId: ids.leo, start: "2026-11-24T09:00", reason: "Arrived at nine" })).status).toBe(201);
    const s = await sheet(office);
    expect(s.cleaners.find((c) => c.name === "leo")).toMatchObject({ totalCentihours: 300, days: { [DAY]: 300 } });
    expect(await countOf(database, sql`from timesheet_changes`)).toBe(2);
  });

  test("an entry added for work not checked in; refusals name the field", async () => {
    // Nothing recorded for Ana: a start and an end are needed.
    expect(await fieldsOf(await correct({ cleanerUserId: ids.ana, end: "2026-11-24T11:00", reason: "Paper sheet" }))).toEqual({
      start: "Start: an entry needs a start time",
    });
    expect(await fieldsOf(await correct({ cleanerUserId: ids.ana, start: "2026-11-24T09:00", reason: "Paper sheet" }))).toEqual({
      end: "End: an entry added for work not checked in needs an end time",
    });
    const endBefore = await correct({ cleanerUserId: ids.ana, start: "2026-11-24T09:00", end: "2026-11-24T08:00", reason: "Paper sheet" });
    expect(endBefore.status).toBe(400);
    expect(((await endBefore.json()) as ApiErrorBody).error.message).toContain("End: must be after the start");
    expect(await fieldsOf(await correct({ cleanerUserId: ids.ana, start: "2026-11-24T06:00", end: "2026-11-24T22:30", reason: "Paper sheet" }))).toEqual({
      end: "End: an entry may last at most 16 hours",
    });
    // A new end before the recorded check-in is refused too.
    expect(await fieldsOf(await correct({ cleanerUserId: ids.mia, end: "2026-11-24T09:00", reason: "x" }))).toEqual({ end: "End: must be after the start" });
    expect(Object.keys((await fieldsOf(await correct({ cleanerUserId: ids.mia, end: "2026-11-24T12:00", reason: " " }))) ?? {})).toEqual(["reason"]);
    expect(await fieldsOf(await correct({ cleanerUserId: ids.mia, reason: "Nothing" }))).toEqual({ start: "Start: give a new start or a new end" });
    expect((await correct({ visitId: "00000000-0000-4000-8000-000000000000", cleanerUserId: ids.mia, end: "2026-11-24T12:00", reason: "x" })).status).toBe(404);
    expect(await fieldsOf(await correct({ cleanerUserId: "nobody", end: "2026-11-24T12:00", reason: "x" }))).toEqual({
      cleanerUserId: "Cleaner: not a staff member",
    });
    expect(await countOf(database, sql`from timesheet_changes`)).toBe(0);

    const added = await correct({ cleanerUserId: ids.ana, start: "2026-11-24T09:00", end: "2026-11-24T11:15", reason: "Paper sheet" });
    expect(added.status).toBe(201);
    expect(((await added.json()) as TimesheetCorrected).entry).toMatchObject({
      checkedInAt: null,
      centihours: 225,
      correction: { kind: "added", reason: "Paper sheet" },
    });
    // Ana's entry overlaps nothing of hers; the audit names the addition.
    expect(await countOf(database, sql`from audit_log where action = 'timesheets.add-entry'`)).toBe(1);
  });

  test("the answer carries the period's visits with their crews: who has no entry yet, until one is added", async () => {
    await database.db.insert(serviceVisitCrew).values([ids.mia, ids.leo, ids.ana].map((userId) => ({ visitId: visit, userId })));
    // A cancelled visit of the week, and a visit of the next week: neither is offered.
    const [first] = await rowsOf<{ addressId: string }>(database, sql`select address_id as "addressId" from service_visits where id = ${visit}`);
    const other = { clientId, addressId: first!.addressId, windowStart: "13:00", windowEnd: "15:00", service: "Deep cleaning" };
    await database.db.insert(serviceVisits).values([
      { ...other, visitDate: "2026-11-25", status: "cancelled", reason: "Client away", cancelledAt: new Date() },
      { ...other, visitDate: "2026-12-01" },
    ]);
    const before = await sheet(office);
    expect(before.visits).toEqual([
      {
        id: visit,
        date: DAY,
        clientName: "Jane Doe",
        service: "Home cleaning",
        windowStart: "09:00",
        windowEnd: "11:00",
        crew: [
          { userId: ids.ana, name: "ana", hasEntry: false },
          { userId: ids.leo, name: "leo", hasEntry: true },
          { userId: ids.mia, name: "Mia", hasEntry: true },
        ],
      },
    ]);
    expect((await correct({ cleanerUserId: ids.ana, start: "2026-11-24T09:00", end: "2026-11-24T10:30", reason: "Paper sheet" })).status).toBe(201);
    const after = await sheet(owner);
    expect(after.visits[0]!.crew.find((c) => c.userId === ids.ana)).toEqual({ userId: ids.ana, name: "ana", hasEntry: true });
    expect(after.cleaners.find((c) => c.name === "ana")).toMatchObject({
      totalCentihours: 150,
      entries: [{ correction: { kind: "added", reason: "Paper sheet" } }],
    });
  });

  test("the payroll CSV: a row per entry and a total per cleaner, named after the period", async () => {
    await correct({ cleanerUserId: ids.leo, end: "2026-11-24T12:00", reason: "=Forgot, to check out" });
    const res = await call(t, `${SHEET}/export.csv?date=${DAY}`, { cookie: office });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="timesheets-2026-11-22-to-2026-11-28.csv"');
    // UTF-8 with a byte-order mark, so a spreadsheet reads accents right.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text).toBe(
      "\uFEFFCleaner,Date,Client,Visit ID,Start,End,Hours,Corrected,Reason,Tips\r\n" +
        `leo,${DAY},Jane Doe,${visit},2026-11-24 09:10,2026-11-24 12:00,2.83,yes,"'=Forgot, to check out",\r\n` +
        "leo,Total,,,,,2.83,,,\r\n" +
        `Mia,${DAY},Jane Doe,${visit},2026-11-24 09:05,2026-11-24 11:35,2.50,no,,\r\n` +
        "Mia,Total,,,,,2.50,,,\r\n",
    );
  });

  test("an owner sets the pay period to every two weeks; office staff may not", async () => {
    const body = { kind: "biweekly", startsOn: "2026-11-16" };
    expect((await call(t, `${SHEET}/settings`, { method: "PUT", body, cookie: office })).status).toBe(403);
    const bad = await call(t, `${SHEET}/settings`, { method: "PUT", body: { kind: "monthly", startsOn: "2026-11-16" }, cookie: owner });
    expect(Object.keys((await fieldsOf(bad)) ?? {})).toEqual(["kind"]);
    const res = await call(t, `${SHEET}/settings`, { method: "PUT", body, cookie: owner });
    expect(res.status).toBe(200);
    const s = await sheet(office);
    expect(s.settings).toEqual(body);
    expect(s.period).toEqual({ start: "2026-11-16", end: "2026-11-29" });
    expect(s.days).toHaveLength(14);
    expect(await countOf(database, sql`from audit_log where action = 'timesheets.pay-period'`)).toBe(1);
  });

  test("erasing the client keeps every entry's hours, shown as an erased client's", async () => {
    await correct({ cleanerUserId: ids.leo, end: "2026-11-24T12:00", reason: "Jane Doe's door was locked" });
    await eraseClient({ db: database.db, config: t.config, clientId, actor: null, notify: false, logger: silentLogger });
    expect(await countOf(database, sql`from service_visits`)).toBe(0);
    const s = await sheet(office);
    expect(s.cleaners.map((c) => [c.name, c.totalCentihours])).toEqual([
      ["leo", 283],
      ["Mia", 250],
    ]);
    for (const c of s.cleaners) expect(c.entries[0]).toMatchObject({ visitId: null, clientName: null, date: DAY, service: "Home cleaning" });
    expect(s.cleaners[0]!.entries[0]!.correction?.reason).toBe("[erased]'s door was locked");
    expect(s.cleaners[1]!.entries[0]).toMatchObject({ checkedInAt: "2026-11-24T14:05:00.000Z", checkedOutAt: "2026-11-24T16:35:00.000Z" });
    const csv = await (await call(t, `${SHEET}/export.csv?date=${DAY}`, { cookie: office })).text();
    expect(csv).toContain(`Mia,${DAY},Erased client,,2026-11-24 09:05,2026-11-24 11:35,2.50,no,`);
    expect(csv).not.toContain("Jane");
  });
});
