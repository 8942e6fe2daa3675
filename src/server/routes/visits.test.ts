import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { Database } from "../db/client";
import { pageVisits } from "../db/schema/index";
import { BUSINESS_TIME_ZONE } from "../../shared/business-time";
import { createTestApp, postJson } from "../test/test-app";
import { createTestDb, emptyTables, testDbKinds } from "../test/test-db";

/** Today as YYYY-MM-DD in the business time zone. */
const torontoToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE }).format(new Date());

describe.each(testDbKinds)("/api/visits on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(() => database.close());
  beforeEach(() => emptyTables(database.db));

  const counts = async () => Object.fromEntries((await database.db.select().from(pageVisits)).map((r) => [`${r.path} ${r.day}`, r.count]));

  test("a visit is stored by its path only, for today in America/Toronto", async () => {
    const { app } = createTestApp(database);
    const before = torontoToday();

    const res = await postJson(app, "/api/visits", { page: "/gallery?x=1#top" });

    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const rows = await database.db.select().from(pageVisits);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.path).toBe("/gallery");
    expect([before, torontoToday()]).toContain(rows[0]!.day);
  });

  test("each visit adds one to its path's count", async () => {
    const { app } = createTestApp(database);

    for (const page of ["/", "/", "/vacancy", "/?utm=x", "/vacancy#apply"]) {
      expect((await postJson(app, "/api/visits", { page })).status).toBe(204);
    }

    const today = torontoToday();
    expect(await counts()).toEqual({ [`/ ${today}`]: 3, [`/vacancy ${today}`]: 2 });
  });

  test.each([
    { page: "gallery", message: "Page must be a site path starting with /" },
    { page: "", message: "Page must be a site path starting with /" },
    { page: "?x=1", message: "Page must be a site path starting with /" },
    { page: "/a b", message: "Page must be a site path starting with /" },
    { page: "https://example.com/x", message: "Page must be a site path starting with /" },
    { page: `/${"a".repeat(200)}`, message: "Page path must be at most 200 characters" },
  ])("page $page answers 400 naming the field page; nothing is stored", async ({ page, message }) => {
    const { app } = createTestApp(database);

    const res = await postJson(app, "/api/visits", { page });

    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ApiErrorBody;
    expect(error.code).toBe("validation");
    expect(error.fields).toEqual({ page: message });
    expect(await counts()).toEqual({});
  });

  test.each([{}, { page: 42 }])("a missing or non-text page (%j) answers 400 naming page", async (body) => {
    const { app } = createTestApp(database);

    const res = await postJson(app, "/api/visits", body);

    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual(["page"]);
  });
});
