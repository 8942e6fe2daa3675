import { getRequestListener } from "@hono/node-server";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CREW_CACHE, CREW_WORKER_URL } from "../../shared/crew-worker";
import { PRERENDERED_PATHS } from "../../shared/prerendered-paths";
import { createApp } from "../app";
import { AUTH_BASE_PATH, type Auth } from "../auth/create-auth";
import { ALLOWED } from "../routes/auth";
import type { Database } from "../db/client";
import { clearRateLimits, makeClientUser, muteExpectedAuthLogs } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin, signInClient } from "../test/auth-helpers";
import { ROOT } from "../test/server-process";
import { createTestApp, silentLogger } from "../test/test-app";
import { createTestDb } from "../test/test-db";
import { inlineScriptHashes } from "./script-hashes";
import { readWebBuild } from "./static-files";

// The real web build (npm test builds it first): every page it prerendered, its assets, its shell.
const CLIENT_DIR = path.join(ROOT, "build/client");
const ASSET = `/assets/${fs.readdirSync(path.join(CLIENT_DIR, "assets")).find((f) => f.endsWith(".css"))}`;
const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";
const FOREIGN = "https://evil.example";

let database: Database;
let t: ReturnType<typeof createTestApp>;
let https: ReturnType<typeof createTestApp>;
let server: http.Server;
let base: string;
let cookies: Record<"none" | "admin" | "client", string>;
let unmute = () => {};

beforeAll(async () => {
  unmute = muteExpectedAuthLogs();
  database = await createTestDb("pglite");
  t = createTestApp(database, {}, { build: readWebBuild(CLIENT_DIR) });
  https = createTestApp(database, { APP_URL: "https://cleaning.example" }, { build: readWebBuild(CLIENT_DIR) });
  await makeAdmin(t, database);
  await makeClientUser(database, "jane@example.com");
  await signInBoth();
  // The other adapter: Node's listener ahead of the app, as main.ts serves it.
  const { app, serveStatic } = createApp({ db: database.db, auth: t.auth, config: t.config, logger: silentLogger, build: readWebBuild(CLIENT_DIR) });
  const listener = getRequestListener(app.fetch);
  server = http.createServer((req, res) => serveStatic!(req, res) || listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
  unmute();
});

/** Fresh sessions for the admin and the client (the walk below signs out too). */
async function signInBoth() {
  await clearRateLimits(database);
  cookies = { none: "", admin: (await signInAdmin(t)).cookie, client: (await signInClient(t, database, "jane@example.com")).cookie };
}

/**
 * Every registered route of the app as a request (parameters filled in, wildcards one segment), and
 * every better-auth endpoint behind the `/api/auth/*` wildcard.
 */
function appRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    const method = r.method === "ALL" ? "GET" : r.method;
    const p = r.path.replace(/:[^/]+/g, SAMPLE_ID).replace(/\*/g, "x");
    seen.add(`${method} ${p}`);
  }
  // The auth endpoints last, sign-out at the very end, so the walk's sessions last through it.
  const auth = [...ALLOWED].map((r) => r.replace(" ", ` ${AUTH_BASE_PATH}`)).sort((a, b) => Number(a.endsWith("/sign-out")) - Number(b.endsWith("/sign-out")));
  for (const r of auth) seen.add(r);
  return [...seen].map((s) => ({ method: s.split(" ")[0]!, path: s.split(" ")[1]! }));
}

/** The headers every answer must carry; for a page, a script-src with exactly its inline scripts' hashes. */
async function expectSecurityHeaders(res: Response, what: string, { hsts = false } = {}) {
  const h = res.headers;
  const csp = h.get("content-security-policy") ?? "";
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
  expect(directives.get("default-src"), what).toEqual(["'self'"]);
  expect(directives.get("object-src"), what).toEqual(["'none'"]);
  expect(directives.get("base-uri"), what).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(directives.get("form-action"), what).toEqual(["'self'"]);
  const scriptSrc = directives.get("script-src") ?? [];
  expect(scriptSrc[0], what).toBe("'self'");
  expect(scriptSrc, what).not.toContain("'unsafe-inline'");
  expect(scriptSrc, what).not.toContain("'unsafe-eval'");
  if (res.status === 200 && h.get("content-type")?.startsWith("text/html")) {
    const hashes = inlineScriptHashes(await res.clone().text());
    expect(hashes.length, what).toBeGreaterThan(0);
    expect(scriptSrc.slice(1).sort(), what).toEqual(hashes.map((x) => `'${x}'`));
  }
  expect(h.get("x-content-type-options"), what).toBe("nosniff");
  expect(h.get("referrer-policy"), what).toBe("same-origin");
  expect(h.get("permissions-policy"), what).toContain("camera=()");
  expect(h.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(h.get("strict-transport-security"), what).toBe(hsts ? "max-age=31536000; includeSubDomains" : null);
  for (const name of h.keys()) expect(name, what).not.toMatch(/^access-control-/);
}

const SITE_PATHS = [
  ...PRERENDERED_PATHS,
  ASSET,
  CREW_WORKER_URL,
  "/favicon.svg",
  "/admin",
  "/admin-dashboard/leads",
  "/client-dashboard/quotes",
  "/no-such-page",
  "/api/no-such-endpoint",
];

describe("security headers", () => {
  test("every route of the app, signed out, as an admin and as a client; API answers are no-store", async () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const ok: Record<string, string[]> = { none: [], admin: [], client: [] };
    for (const route of routes) {
      for (const [who, cookie] of Object.entries(cookies)) {
        const body = ["POST", "PUT", "PATCH"].includes(route.method) ? {} : undefined;
        const res = await call(t, route.path, { method: route.method, cookie, body });
        const what = `${route.method} ${route.path} as ${who}: ${res.status}`;
        if (res.ok && route.path.startsWith("/api/")) ok[who]!.push(`${route.method} ${route.path}`);
        await expectSecurityHeaders(res, what);
        if (route.path.startsWith("/api/")) expect(res.headers.get("cache-control"), what).toBe("no-store");
      }
    }
    // The sessions held through the walk: the signed-in answers were walked, not only refusals.
    expect(ok.admin).toEqual(expect.arrayContaining(["GET /api/session", "GET /api/admin/leads", "GET /api/admin/visits"]));
    expect(ok.client).toEqual(expect.arrayContaining(["GET /api/session", "GET /api/portal/quotes", "GET /api/portal/invoices"]));
    await signInBoth();
  });

  test("pages, an asset, the SPA shell, a 404 and an unknown API path, through both adapters", async () => {
    for (const p of SITE_PATHS) {
      const identity = { headers: { "accept-encoding": "identity" } };
      const viaApp = await t.app.request(p, identity);
      const viaNode = await fetch(`${base}${p}`, identity);
      expect(viaNode.status, p).toBe(viaApp.status);
      expect(
        [...viaNode.headers.entries()].filter(([k]) => k !== "date" && k !== "connection" && k !== "keep-alive" && k !== "content-length").sort(),
        p,
      ).toEqual([...viaApp.headers.entries()].filter(([k]) => k !== "content-length").sort());
      await expectSecurityHeaders(viaApp, `app ${p}: ${viaApp.status}`);
      await expectSecurityHeaders(viaNode, `node ${p}: ${viaNode.status}`);
      const notModified = await fetch(`${base}${p}`, { headers: { "If-None-Match": viaNode.headers.get("etag") ?? "-" } });
      if (viaNode.status === 200) expect(notModified.status, p).toBe(304);
      await expectSecurityHeaders(notModified, `node ${p}: ${notModified.status}`);
    }
    expect((await t.app.request("/no-such-page")).status).toBe(404);
  });

  test("the crew page's service worker is served from the build as JavaScript, inside the scope it controls (decision 062)", async () => {
    const res = await t.app.request(CREW_WORKER_URL);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await res.text()).toContain(CREW_CACHE);
  });

  test("an unhandled error answers 500 with the same headers and no-store", async () => {
    const failing = { ...t.auth, api: { ...t.auth.api, getSession: () => Promise.reject(new Error("database is gone")) } } as unknown as Auth;
    const { app } = createApp({ db: database.db, auth: failing, config: t.config, logger: silentLogger, build: readWebBuild(CLIENT_DIR) });
    const res = await app.request("/api/session", { headers: { cookie: cookies.admin } });
    expect(res.status).toBe(500);
    await expectSecurityHeaders(res, "500");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test("HSTS for a year only when APP_URL is https", async () => {
    for (const p of ["/", "/api/session", "/no-such-page", ASSET]) {
      await expectSecurityHeaders(await https.app.request(p), `https ${p}`, { hsts: true });
      await expectSecurityHeaders(await t.app.request(p), `http ${p}`, { hsts: false });
    }
  });

  test("answers that depend on the session are no-store", async () => {
    const answers = [
      await call(t, "/api/session", { cookie: cookies.admin }),
      await call(t, "/api/session", { cookie: cookies.client }),
      await call(t, "/api/portal/quotes", { cookie: cookies.client }),
      await call(t, "/api/admin/leads", { cookie: cookies.admin }),
      (await signInAdmin(t)).res,
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of answers) expect(r.headers.get("cache-control")).toBe("no-store");
  });

  test("no CORS for another origin, preflights included", async () => {
    const targets = [...appRoutes().map((r) => r.path), ...SITE_PATHS];
    for (const p of targets) {
      for (const method of ["OPTIONS", "GET", "POST"]) {
        const headers = { origin: FOREIGN, "access-control-request-method": "POST", "access-control-request-headers": "content-type", cookie: cookies.admin };
        const res = await t.app.request(p, { method, headers });
        for (const name of res.headers.keys()) expect(name, `${method} ${p}`).not.toMatch(/^access-control-/);
      }
    }
  });
});
