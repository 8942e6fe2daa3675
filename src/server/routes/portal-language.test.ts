import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { SessionInfo } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import { makeClient, rowsOf, type TestApp, useAuthTestApp, signInNewClient } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { testDbKinds } from "../test/test-db";

// The portal's language: the client's stored one, which the session answers and the client's own
// switch (PUT /api/portal/language) changes.

describe.each(testDbKinds)("the portal's language on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  const signedIn = async (email: string) => (await signInNewClient(t, database, email)).cookie;
  const session = async (cookie: string) => (await (await call(t, "/api/session", { cookie })).json()) as SessionInfo;
  const stored = async (email: string) =>
    (await rowsOf<{ language: string }>(database, sql`select language from clients where email = ${email}`)).map((r) => r.language);
  const put = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
    call(t, "/api/portal/language", { method: "PUT", cookie, body, headers });

  test("the session carries the client's stored language, and the switch changes it", async () => {
    await makeClient(database, "jane@example.com");
    await database.db.execute(sql`update clients set language = 'fr' where email = 'jane@example.com'`);
    const cookie = await signedIn("jane@example.com");
    expect((await session(cookie)).language).toBe("fr");

    const res = await put(cookie, { language: "en" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: "en" });
    expect(await stored("jane@example.com")).toEqual(["en"]);
    expect((await session(cookie)).language).toBe("en");

    expect((await put(cookie, { language: "fr" })).status).toBe(200);
    expect(await stored("jane@example.com")).toEqual(["fr"]);
    expect((await session(cookie)).language).toBe("fr");
  });

  test("only the signed-in client's own record changes", async () => {
    await makeClient(database, "jane@example.com");
    await makeClient(database, "other@example.com");
    const cookie = await signedIn("jane@example.com");
    expect((await put(cookie, { language: "fr" })).status).toBe(200);
    expect(await stored("jane@example.com")).toEqual(["fr"]);
    expect(await stored("other@example.com")).toEqual(["en"]);
  });

  test("a language other than en or fr is refused with a 400 naming `language`, in the request's language", async () => {
    await makeClient(database, "jane@example.com");
    const cookie = await signedIn("jane@example.com");
    for (const body of [{ language: "de" }, { language: "" }, {}, { language: 1 }]) {
      const res = await put(cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.fields).toEqual({ language: "Language must be English or French." });
    }
    const french = await put(cookie, { language: "es" }, { "accept-language": "fr-CA" });
    expect(((await french.json()) as ApiErrorBody).error.fields).toEqual({ language: "La langue doit être l’anglais ou le français." });
    expect(await stored("jane@example.com")).toEqual(["en"]);
  });

  test("a signed-in user without a client record: 404, and the session says English", async () => {
    const cookie = await signedIn("nobody@example.com");
    expect((await session(cookie)).language).toBe("en");
    expect((await put(cookie, { language: "fr" })).status).toBe(404);
  });

  test("nobody signed in is 401; staff are 403 (the admin stays English)", async () => {
    expect((await put(undefined, { language: "fr" })).status).toBe(401);
    await makeAdmin(t, database);
    const admin = await signInAdmin(t);
    expect((await put(admin.cookie, { language: "fr" })).status).toBe(403);
    expect((await session(admin.cookie)).language).toBe("en");
  });
});
