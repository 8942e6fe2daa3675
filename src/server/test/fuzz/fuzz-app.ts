import fc from "fast-check";
import pino from "pino";
import { afterAll, beforeAll, vi } from "vitest";
import type { Database } from "../../db/client";
import type { AppDeps } from "../../deps";
import { makeClient, makeClientUser, seedClientRecords } from "../auth-fixtures";
import { makeAdmin, signInAdmin, signInClient } from "../auth-helpers";
import { createTestApp } from "../test-app";
import { createTestDb, type DbKind } from "../test-db";
import type { fuzzEndpoint } from "./fuzz-endpoint";
import { junkCookie } from "./fuzz-request";
import { installWriteLog } from "./write-log";

export type FuzzApp = {
  ctx: Parameters<typeof fuzzEndpoint>[0];
  database: Database;
  /** Cookies of real sessions (a client's, an admin's), the same with a byte changed, and junk. */
  cookies: fc.Arbitrary<string>;
  client: { cookie: string; quoteId: string; invoiceId: string };
  /** Another client's records: never the signed-in client's to see. */
  other: { quoteId: string; invoiceId: string };
  admin: { cookie: string };
};

/**
 * One database and app for a file of generated requests: an admin, a signed-in client with a
 * quote and an invoice, another client with theirs, and the write log. better-auth's log lines
 * about the refused origins, tokens and passwords it sees (thousands here) are dropped.
 */
export function useFuzzApp(kind: DbKind, env: Record<string, string> = {}, extra: Partial<AppDeps> = {}): () => FuzzApp {
  let app: FuzzApp;
  beforeAll(async () => {
    for (const level of ["log", "info", "warn", "error"] as const) {
      const original = console[level].bind(console);
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        if (!(typeof args[0] === "string" && args[0].includes("[Better Auth]"))) original(...args);
      });
    }
    const database = await createTestDb(kind);
    // FUZZ_LOG=1 prints the server's own error lines (with the stack) of a failing request.
    const logger = process.env.FUZZ_LOG ? { logger: pino({ level: "error" }) } : {};
    const t = createTestApp(database, env, { ...logger, ...extra });
    await makeAdmin(t, database);
    await makeClientUser(database, "client@example.com");
    await makeClientUser(database, "other@example.com");
    const own = await seedClientRecords(database, await makeClient(database, "client@example.com"), "Deep clean");
    const other = await seedClientRecords(database, await makeClient(database, "other@example.com"), "Window cleaning");
    const client = (await signInClient(t, database, "client@example.com")).cookie;
    const admin = (await signInAdmin(t)).cookie;
    const cookies = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(client, admin) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(client, admin), fc.nat(), fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }))
          .map(([c, i, ch]) => c.slice(0, i % c.length) + ch.replace(";", "") + c.slice((i % c.length) + 1)),
      },
      { weight: 2, arbitrary: junkCookie },
    );
    app = {
      ctx: { app: t.app, readWrites: await installWriteLog(database.db), kind },
      database,
      cookies,
      client: { cookie: client, ...own },
      other,
      admin: { cookie: admin },
    };
  });
  afterAll(async () => {
    await app?.database.close();
    vi.restoreAllMocks();
  });
  return () => app;
}
