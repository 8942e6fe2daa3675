import { invoiceRow } from "./invoice-fixtures";
import { quoteRow } from "./quote-fixtures";
import { sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import type { AppDeps } from "../deps";
import type { Database } from "../db/client";
import { queryRows } from "../db/client";
import { clients, invoices, quotes, users } from "../db/schema/index";
import { signInClient } from "./auth-helpers";
import { createTestApp } from "./test-app";
import { createTestDb, emptyTables, type DbKind } from "./test-db";

export type TestApp = ReturnType<typeof createTestApp>;

/**
 * One database and app for a describe block, with better-auth's expected warnings muted; the
 * tables are emptied before each test unless `emptyEach` is false. `env` (read when the app is
 * made, so it may name what an earlier beforeAll started) is added to the app's environment.
 */
export function useAuthTestApp(
  kind: DbKind,
  ready: (database: Database, t: TestApp) => void,
  { emptyEach = true, env = () => ({}), deps = () => ({}) }: { emptyEach?: boolean; env?: () => Record<string, string>; deps?: () => Partial<AppDeps> } = {},
): void {
  let database: Database;
  let unmute = () => {};
  beforeAll(async () => {
    unmute = muteExpectedAuthLogs();
    database = await createTestDb(kind);
    ready(database, createTestApp(database, env(), deps()));
  });
  afterAll(async () => {
    await database.close();
    unmute();
  });
  if (emptyEach) beforeEach(() => emptyTables(database.db));
}

/** Rows of a raw query. */
export const rowsOf = <T>(database: Database, query: SQL) => queryRows<T>(database.db, query);

/** `select count(*)` of a raw `from ... where ...` clause. */
export async function countOf(database: Database, fromWhere: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n ${fromWhere}`);
  return Number(row!.n);
}

/** A client account as the magic-link sign-in creates it: a verified user with no password. */
export async function makeClientUser(database: Database, email: string, name = ""): Promise<string> {
  const id = randomUUID();
  await database.db.insert(users).values({ id, email, name, emailVerified: true });
  return id;
}

/** A client record with this e-mail (the portal user with the same e-mail sees its documents); its id. */
export async function makeClient(database: Database, email: string, fullName = "Portal Client"): Promise<string> {
  const [client] = await database.db.insert(clients).values({ fullName, email, phoneNumber: "613-555-0100" }).returning({ id: clients.id });
  return client!.id;
}

/** One sent quote and one paid invoice of `clientId`; their ids. */
export async function seedClientRecords(database: Database, clientId: string, service: string) {
  const [quote] = await database.db
    .insert(quotes)
    .values(quoteRow({ clientId, title: service, totalCents: 12_500, status: "sent", quoteDate: "2025-03-01", validUntil: "2025-04-01" }))
    .returning({ id: quotes.id });
  const [invoice] = await database.db
    .insert(invoices)
    .values(invoiceRow({ clientId, title: service, totalCents: 9_900, status: "paid", issueDate: "2025-03-05", dueDate: "2025-04-05" }))
    .returning({ id: invoices.id });
  return { quoteId: quote!.id, invoiceId: invoice!.id };
}

/** Forget every e-mail send limit and sign-in count, as if an hour had passed. */
export const clearRateLimits = (database: Database) => database.db.execute(sql`delete from rate_limits`);

/** A sign-in account for `email` (named `name`) that signs in at once, rate limits cleared first: the sign-in's answer and cookie. */
export async function signInNewClient(t: TestApp, database: Database, email: string, name?: string) {
  await makeClientUser(database, email, name);
  await clearRateLimits(database);
  return signInClient(t, database, email);
}

/**
 * Keep the output readable: drop better-auth's console lines about failures a test causes on
 * purpose (wrong passwords, unknown users, refused callback URLs). Everything else still prints.
 * Returns a function that restores the console.
 */
export function muteExpectedAuthLogs(): () => void {
  const expected =
    /\[Better Auth\]:.*(Invalid password|User not found|Invalid callbackURL|Invalid errorCallbackURL|Invalid newUserCallbackURL|If it's a valid URL)/s;
  const spies = (["log", "info", "warn", "error"] as const).map((level) => {
    const original = console[level].bind(console);
    return vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      if (!(typeof args[0] === "string" && expected.test(args[0]))) original(...args);
    });
  });
  return () => spies.forEach((spy) => spy.mockRestore());
}
