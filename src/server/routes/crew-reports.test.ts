import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { IDEMPOTENCY_HEADER } from "../../shared/idempotency";
import type { CrewReportAnswer, OpenNoAccess, VisitCrewReports } from "../../shared/schemas/crew-reports";
import type { Database } from "../db/client";
import { clientAddresses, serviceVisits } from "../db/schema/index";
import { EXPORT_PARTS, PERSONAL_TABLES } from "../services/privacy/personal-tables";
import { isPersonal, tableName } from "../services/privacy/registry";
import { countOf, makeClient, rowsOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { testDbKinds } from "../test/test-db";
import { assignCrew } from "../test/crew-ids";

// A cleaner's note to the office and "Can't get in" (decision 067): only on a visit of their crew,
// "Can't get in" only for today's scheduled visit no one has checked into, the office's e-mail
// queued once per report even when the phone sends it again under the same Idempotency-Key, and
// what the office reads of them.

const today = businessDay();
const VISITS = "/api/crew/visits";

test("the registry holds the crew's reports as the client's: exported as their own part, erased with their visits", () => {
  const entry = PERSONAL_TABLES.filter(isPersonal).find((e) => tableName(e) === "visit_crew_reports");
  expect(entry?.export?.name).toBe("crew_reports");
  expect(EXPORT_PARTS.map((p) => p.name)).toContain("crew_reports");
});

describe.each(testDbKinds)("the crew's reports on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  let mia: string;
  let owner: string;
  let visits: Record<"today" | "later" | "leos" | "cancelled", string>;

  async function visit(clientId: string, date: string, staff: string[], over: Partial<typeof serviceVisits.$inferInsert> = {}) {
    const [address] = await database.db
      .insert(clientAddresses)
      .values({ clientId, street: "45 Sparks St", city: "Ottawa", province: "ON", postalCode: "K1P 5A8", position: 0 })
      .returning({ id: clientAddresses.id });
    const [row] = await database.db
      .insert(serviceVisits)
      .values({ clientId, addressId: address!.id, visitDate: date, windowStart: "09:00", windowEnd: "11:00", service: "Home cleaning", ...over })
      .returning({ id: serviceVisits.id });
    await assignCrew(database, row!.id, staff);
    return row!.id;
  }

  beforeEach(async () => {
    await makeAdmin(t, database, "owner@example.com", "boss", "owner");
    await makeAdmin(t, database, "mia@example.com", "Mia", "cleaner");
    await makeAdmin(t, database, "leo@example.com", "leo", "cleaner");
    mia = (await signInAdmin(t, "mia@example.com")).cookie;
    owner = (await signInAdmin(t, "owner@example.com")).cookie;
    const clientId = await makeClient(database, "jane@example.com", "Jane Doe");
    visits = {
      today: await visit(clientId, today, ["mia", "leo"]),
      later: await visit(clientId, addDays(today, 2), ["mia"]),
      leos: await visit(clientId, today, ["leo"]),
      cancelled: await visit(clientId, today, ["mia"], { status: "cancelled" }),
    };
  });

  const send = (path: string, body: unknown, o: { key?: string; cookie?: string; language?: string } = {}) =>
    call(t, path, {
      method: "POST",
      body,
      cookie: o.cookie ?? mia,
      headers: { [IDEMPOTENCY_HEADER]: o.key ?? randomUUID(), ...(o.language ? { "Accept-Language": o.language } : {}) },
    });
  const mails = () => countOf(database, sql`from outbox where kind = 'crew.no-access'`);
  const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

  test("a note to the office: trimmed, on any visit of the cleaner's crew, read by the office with who and when, and no e-mail", async () => {
    const res = await send(`${VISITS}/${visits.later}/notes`, { text: "  Out of vacuum bags  " });
    expect(res.status).toBe(201);
    const { report } = (await res.json()) as CrewReportAnswer;
    expect(report).toMatchObject({ visitId: visits.later, kind: "note", text: "Out of vacuum bags", reason: null, authorName: "Mia", open: false });
    expect(Date.now() - Date.parse(report.createdAt)).toBeLessThan(60_000);
    const read = await call(t, `/api/admin/crew-reports/visits/${visits.later}`, { cookie: owner });
    expect(read.status).toBe(200);
    expect(((await read.json()) as VisitCrewReports).reports).toEqual([report]);
    expect(await mails()).toBe(0);
  });

  test("a note is refused when empty or too long (400 naming the field), and on a visit not the cleaner's (404)", async () => {
    const empty = await send(`${VISITS}/${visits.today}/notes`, { text: "   " });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe("Invalid request: text: Note is required");
    const long = await send(`${VISITS}/${visits.today}/notes`, { text: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(await errorOf(long)).toContain("at most 1000 characters");
    expect((await send(`${VISITS}/${visits.leos}/notes`, { text: "Hello" })).status).toBe(404);
    expect((await send(`${VISITS}/nope/notes`, { text: "Hello" })).status).toBe(404);
    expect(await countOf(database, sql`from visit_crew_reports`)).toBe(0);
  });

  test("Can't get in: recorded, the visit stays scheduled, the office's e-mail queued once even when the phone repeats the request", async () => {
    const key = randomUUID();
    const body = { reason: "key_or_code", text: "The lockbox code was changed" };
    const first = await send(`${VISITS}/${visits.today}/no-access`, body, { key });
    expect(first.status).toBe(201);
    const again = await send(`${VISITS}/${visits.today}/no-access`, body, { key });
    expect(again.status).toBe(201);
    const { report } = (await first.json()) as CrewReportAnswer;
    expect(((await again.json()) as CrewReportAnswer).report).toEqual(report);
    expect(report).toMatchObject({
      kind: "no_access",
      reason: "key_or_code",
      text: "The lockbox code was changed",
      visitDate: today,
      open: true,
      authorName: "Mia",
    });
    expect(await countOf(database, sql`from visit_crew_reports`)).toBe(1);
    expect(await mails()).toBe(1);
    const [mail] = await rowsOf<{ to: string; subject: string; text: string }>(
      database,
      sql`select "to", subject, text from outbox where kind = 'crew.no-access'`,
    );
    expect(mail!.to).toBe(t.config.companyInbox);
    expect(mail!.subject).toMatch(/^Couldn't get in: Jane Doe, /);
    expect(mail!.text).toContain("Reason: The key or code does not work");
    expect(mail!.text).toContain(`/admin/visits/${visits.today}`);
    // Nothing went to the client.
    expect(await countOf(database, sql`from outbox where "to" = 'jane@example.com'`)).toBe(0);
    const [row] = await rowsOf<{ status: string }>(database, sql`select status from service_visits where id = ${visits.today}`);
    expect(row!.status).toBe("scheduled");

    // The office's list of open reports; settled once the visit moves to another day.
    const open = async () => ((await (await call(t, "/api/admin/crew-reports", { cookie: owner })).json()) as OpenNoAccess).reports;
    expect(await open()).toEqual([{ ...report, clientName: "Jane Doe", service: "Home cleaning", windowStart: "09:00", windowEnd: "11:00" }]);
    await database.db.execute(sql`update service_visits set visit_date = ${addDays(today, 3)} where id = ${visits.today}`);
    expect(await open()).toEqual([]);
  });

  test("Can't get in is refused: not today, not scheduled, after a check-in, twice (409, in English and French); not the cleaner's (404); no reason (400)", async () => {
    const refused = async (id: string, status: number, message: string, body: unknown = { reason: "no_one_home" }, language?: string) => {
      const res = await send(`${VISITS}/${id}/no-access`, body, { language });
      expect(res.status, id).toBe(status);
      expect(await errorOf(res)).toBe(message);
    };
    await refused(visits.later, 409, "This visit is not today.");
    await refused(visits.cancelled, 409, "This visit is no longer scheduled.");
    await refused(visits.cancelled, 409, "Cette visite n’est plus prévue.", undefined, "fr-CA");
    await refused(visits.leos, 404, "Service visit not found");
    await refused(visits.today, 400, "Invalid request: text: Details are required when the reason is other", { reason: "other", text: " " });
    await refused(visits.today, 400, "Invalid request: reason: Reason must be one of: no_one_home, key_or_code, refused, other", { reason: "lost" });

    // Leo, on the same crew, checked in: the visit is under way.
    const leo = (await signInAdmin(t, "leo@example.com")).cookie;
    expect((await send(`${VISITS}/${visits.today}/check-in`, {}, { cookie: leo })).status).toBe(200);
    await refused(visits.today, 409, 'Someone on the crew already checked in: the visit is under way, so it cannot be reported as "Can\'t get in".');
    await refused(
      visits.today,
      409,
      "Un membre de l’équipe a déjà enregistré son arrivée\u00a0: la visite est en cours, on ne peut plus signaler «\u00a0Impossible d’entrer\u00a0».",
      undefined,
      "fr",
    );
    expect(await mails()).toBe(0);
  });

  test("Can't get in twice for the same day is refused (409): the office has it", async () => {
    expect((await send(`${VISITS}/${visits.today}/no-access`, { reason: "refused" })).status).toBe(201);
    const leo = (await signInAdmin(t, "leo@example.com")).cookie;
    const twice = await send(`${VISITS}/${visits.today}/no-access`, { reason: "no_one_home" }, { cookie: leo });
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toBe('"Can\'t get in" is already reported for this visit: the office has it.');
    expect(await mails()).toBe(1);
  });

  test("the office's reads: a visit that does not exist is not found; a cleaner has no such endpoint", async () => {
    expect((await call(t, `/api/admin/crew-reports/visits/${randomUUID()}`, { cookie: owner })).status).toBe(404);
    expect((await call(t, "/api/admin/crew-reports", { cookie: mia })).status).toBe(404);
  });
});
