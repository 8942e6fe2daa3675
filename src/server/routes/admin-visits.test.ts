import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { VisitStats } from "../../shared/schemas/visit";
import type { Database } from "../db/client";
import { pageVisits } from "../db/schema/index";
import { BUSINESS_TIME_ZONE } from "../../shared/business-time";
import { muteExpectedAuthLogs } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { createTestApp } from "../test/test-app";
import { createTestDb, emptyTables, testDbKinds } from "../test/test-db";

/** Today as yyyy-MM-dd in the business time zone. */
const torontoToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE }).format(new Date());

/** The calendar day `n` days before `day` (yyyy-MM-dd), by calendar arithmetic. */
function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

describe.each(testDbKinds)("GET /api/admin/visits on %s", (kind) => {
  let database: Database;
  let t: ReturnType<typeof createTestApp>;
  let admin: string;
  let unmute: () => void;
  beforeAll(async () => {
    unmute = muteExpectedAuthLogs();
    database = await createTestDb(kind);
    t = createTestApp(database);
  });
  afterAll(async () => {
    await database.close();
    unmute();
  });
  beforeEach(async () => {
    await emptyTables(database.db);
    await makeAdmin(t, database);
    admin = (await signInAdmin(t)).cookie;
  });

  async function stats(): Promise<{ res: Response; body: VisitStats }> {
    const res = await call(t, "/api/admin/visits", { cookie: admin });
    expect(res.status).toBe(200);
    return { res, body: (await res.json()) as VisitStats };
  }

  test("sums every page count, today's counts and each path's figures; not cached", async () => {
    const today = torontoToday();
    await database.db.insert(pageVisits).values([
      { path: "/", day: today, count: 4 },
      { path: "/", day: daysBefore(today, 1), count: 6 },
      { path: "/", day: daysBefore(today, 45), count: 10 },
      { path: "/vacancy", day: today, count: 2 },
      { path: "/gallery", day: daysBefore(today, 3), count: 7 },
      { path: "/careers/old", day: daysBefore(today, 400), count: 1 },
    ]);

    const { res, body } = await stats();

    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.date).toBe(today);
    expect(body.totalVisitors).toBe(30);
    expect(body.todayVisitors).toBe(6);
    expect(body.pageStats).toEqual({
      "/": { total: 20, today: 4 },
      "/gallery": { total: 7, today: 0 },
      "/vacancy": { total: 2, today: 2 },
      "/careers/old": { total: 1, today: 0 },
    });
    // Busiest page first.
    expect(Object.keys(body.pageStats)).toEqual(["/", "/gallery", "/vacancy", "/careers/old"]);
  });

  test("the daily series has 30 days ending today, oldest first, with zeros for days without visits", async () => {
    const today = torontoToday();
    await database.db.insert(pageVisits).values([
      { path: "/", day: today, count: 3 },
      { path: "/gallery", day: today, count: 2 },
      { path: "/", day: daysBefore(today, 2), count: 5 },
      { path: "/", day: daysBefore(today, 29), count: 8 },
      // Outside the window: counted in the totals, not in the series.
      { path: "/", day: daysBefore(today, 30), count: 100 },
    ]);

    const { body } = await stats();

    expect(body.daily).toHaveLength(30);
    expect(body.daily.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => daysBefore(today, 29 - i)));
    const counts = Object.fromEntries(body.daily.map((d) => [d.date, d.count]));
    expect(counts[today]).toBe(5);
    expect(counts[daysBefore(today, 2)]).toBe(5);
    expect(counts[daysBefore(today, 29)]).toBe(8);
    expect(body.daily.filter((d) => d.count === 0)).toHaveLength(27);
    expect(body.totalVisitors).toBe(118);
  });

  test("an empty database answers zeros, no pages and 30 zero days", async () => {
    const { body } = await stats();

    expect(body).toEqual({
      totalVisitors: 0,
      todayVisitors: 0,
      date: torontoToday(),
      pageStats: {},
      daily: Array.from({ length: 30 }, (_, i) => ({ date: daysBefore(torontoToday(), 29 - i), count: 0 })),
    });
  });

  test("a visit through POST /api/visits shows up in today's figures", async () => {
    const before = (await stats()).body;
    expect((await call(t, "/api/visits", { body: { page: "/vacancy" } })).status).toBe(204);

    const after = (await stats()).body;
    expect(after.totalVisitors).toBe(before.totalVisitors + 1);
    expect(after.todayVisitors).toBe(before.todayVisitors + 1);
    expect(after.pageStats["/vacancy"]).toEqual({ total: 1, today: 1 });
    expect(after.daily.at(-1)).toEqual({ date: after.date, count: 1 });
  });

  test("an anonymous caller gets 401 (clients: 403, see the authorization matrix)", async () => {
    const res = await call(t, "/api/admin/visits");
    expect(res.status).toBe(401);
  });
});
