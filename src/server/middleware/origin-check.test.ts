import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { Database } from "../db/client";
import { countOf, type TestApp, useAuthTestApp } from "../test/auth-fixtures";
import { TEST_ORIGIN, call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { createTestApp } from "../test/test-app";
import { testDbKinds } from "../test/test-db";

const STRONG = "a long and unusual passphrase 7";

/** A request with exactly these headers: no Origin unless given. */
function raw(t: ReturnType<typeof createTestApp>, path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return t.app.request(
    path,
    { method: init.method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) },
    { incoming: { socket: { remoteAddress: "203.0.113.9" } } },
  );
}

/** One state-changing route of each kind, and how to tell that it changed nothing. */
const ROUTES = [
  { kind: "auth", path: "/api/auth/sign-out", body: {}, rows: sql`from sessions` },
  { kind: "public", path: "/api/visits", body: { page: "/gallery" }, rows: sql`from page_visits` },
  {
    kind: "public",
    path: "/api/consultations",
    body: { name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100" },
    rows: sql`from consultations`,
  },
  { kind: "admin", path: "/api/admin/admins", body: { username: "second", email: "second@example.com", password: STRONG }, rows: sql`from users` },
] as const;

describe.each(testDbKinds)("Origin check on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)));

  async function adminCookie() {
    await makeAdmin(t, database);
    const { cookie } = await signInAdmin(t);
    expect(cookie).toMatch(/better-auth\.session_token=/);
    return cookie;
  }

  test.each([
    ["a foreign Origin", { origin: "https://evil.example.com" }],
    ["a look-alike Origin", { origin: `${TEST_ORIGIN}.evil.example.com` }],
    ["the literal null Origin", { origin: "null" }],
    ["no Origin", {}],
  ] as const)("a POST with a session cookie and %s is refused on every kind of route and changes nothing", async (_what, origin) => {
    const cookie = await adminCookie();
    for (const route of ROUTES) {
      const before = await countOf(database, route.rows);
      const res = await raw(t, route.path, { method: "POST", body: route.body, headers: { ...origin, cookie } });
      expect(res.status, `${route.kind} ${route.path}`).toBe(403);
      const { error } = (await res.json()) as ApiErrorBody;
      expect(error.code).toBe("forbidden");
      expect(error.message).toBe("This request did not come from the site's own pages.");
      expect(await countOf(database, route.rows), route.path).toBe(before);
    }
    // The session survived the refused sign-out.
    expect((await call(t, "/api/session", { cookie })).status).toBe(200);
    expect(await countOf(database, sql`from outbox`)).toBe(0);
  });

  test("the same POSTs from the site's own Origin go through", async () => {
    const cookie = await adminCookie();
    // Sign-out last: it ends the session the others use.
    for (const route of [...ROUTES].reverse()) {
      const before = await countOf(database, route.rows);
      const res = await call(t, route.path, { body: route.body, cookie });
      expect(res.status, route.path).toBeLessThan(300);
      expect(await countOf(database, route.rows), route.path).not.toBe(before);
    }
    expect((await call(t, "/api/session", { cookie })).status).toBe(401);
  });

  test("without a cookie, public POSTs work without an Origin", async () => {
    const visit = await raw(t, "/api/visits", { method: "POST", body: { page: "/gallery" } });
    expect(visit.status).toBe(204);
    const consultation = await raw(t, "/api/consultations", { method: "POST", body: ROUTES[2].body });
    expect(consultation.status).toBe(201);
    const link = await raw(t, "/api/auth/sign-in/magic-link", { method: "POST", body: { email: "ada@example.com" } });
    expect(link.status).toBe(200);
    expect(await countOf(database, sql`from consultations`)).toBe(1);
  });

  test("a GET with a cookie and a foreign Origin is answered", async () => {
    const cookie = await adminCookie();
    const res = await raw(t, "/api/session", { method: "GET", headers: { cookie, origin: "https://evil.example.com" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { role: string }).role).toBe("owner");
  });

  test("with an https APP_URL only that origin is trusted", async () => {
    const secure = createTestApp(database, { APP_URL: "https://example.com" });
    await makeAdmin(secure, database);
    const signIn = await raw(secure, "/api/auth/sign-in/email", {
      method: "POST",
      body: { email: "admin@example.com", password: "correct horse battery staple 42" },
      headers: { origin: "https://example.com" },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    const fromLocal = await raw(secure, "/api/visits", { method: "POST", body: { page: "/" }, headers: { cookie, origin: TEST_ORIGIN } });
    expect(fromLocal.status).toBe(403);
    const fromSite = await raw(secure, "/api/visits", { method: "POST", body: { page: "/" }, headers: { cookie, origin: "https://example.com" } });
    expect(fromSite.status).toBe(204);
  });
});
