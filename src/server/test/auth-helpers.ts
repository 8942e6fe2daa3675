import { sql } from "drizzle-orm";
import type { StaffRole } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import { queryRows } from "../db/client";
import { createAdmin } from "../services/accounts/create-admin";
import type { createTestApp } from "./test-app";

type TestApp = ReturnType<typeof createTestApp>;

export const TEST_ORIGIN = "http://localhost:3000";
export const ADMIN_PASSWORD = "correct horse battery staple 42";

/** A request as our own page would send it: the trusted Origin, and the cookie if any. */
export function call(t: TestApp, path: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; ip?: string } = {}) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return t.app.request(
    path,
    { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) },
    { incoming: { socket: { remoteAddress: init.ip ?? "203.0.113.9" } } },
  );
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/** A verified staff account that signs in with ADMIN_PASSWORD: an owner unless `role` says otherwise. */
export async function makeAdmin(t: TestApp, database: Database, email = "admin@example.com", username = "boss", role: StaffRole = "owner") {
  return createAdmin({ db: database.db, input: { email, username, password: ADMIN_PASSWORD }, role, verified: true });
}

export async function signInAdmin(t: TestApp, email = "admin@example.com", password = ADMIN_PASSWORD, ip?: string) {
  const res = await call(t, "/api/auth/sign-in/email", { body: { email, password }, ip });
  return { res, cookie: cookieFrom(res) };
}

/** The last e-mail queued for `to`. */
export async function lastMailTo(database: Database, to: string) {
  const [row] = await queryRows<{ kind: string; language: string; subject: string; text: string }>(
    database.db,
    sql`select kind, language, subject, text from outbox where "to" = ${to} order by created_at desc, id desc limit 1`,
  );
  return row;
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const url = text.split(/\s+/).find((w) => w.startsWith(prefix));
  if (!url) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return url;
}

/** Request a login link for `email` and follow it; the client's session cookie. */
export async function signInClient(t: TestApp, database: Database, email: string) {
  const sent = await call(t, "/api/auth/sign-in/magic-link", { body: { email } });
  if (sent.status !== 200) throw new Error(`login link refused: ${sent.status} ${await sent.text()}`);
  const mail = await lastMailTo(database, email);
  const link = linkIn(mail!.text, `${t.config.appUrl}/api/auth/magic-link/verify`);
  const res = await call(t, link.replace(t.config.appUrl, ""));
  return { res, cookie: cookieFrom(res), link };
}
