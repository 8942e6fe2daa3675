import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { databaseUnavailable } from "./http/database-unavailable";
import { freePort, spawnServer, waitForListening } from "./test/server-process";
import { createTcpProxy } from "./test/tcp-proxy";
import { sql } from "drizzle-orm";
import { queryRows } from "./db/client";
import { createTestDb, postgresOnly } from "./test/test-db";

const coded = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("which errors mean the database cannot be reached", () => {
  test.each([
    ["refused", coded("ECONNREFUSED")],
    ["reset", coded("ECONNRESET")],
    ["administrator shutdown", coded("57P01", "terminating connection due to administrator command")],
    ["starting up", coded("57P03", "the database system is starting up")],
    ["connection exception class", coded("08006")],
    ["statement timeout", coded("57014", "canceling statement due to statement timeout")],
    ["pool wait", new Error("timeout exceeded when trying to connect")],
    ["lost connection", new Error("Connection terminated unexpectedly")],
    ["every address refused", new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")])],
    ["wrapped by drizzle", new DrizzleQueryError("select 1", [], coded("ECONNREFUSED"))],
    ["wrapped twice", new Error("auth failed", { cause: new Error("query failed", { cause: coded("57P01") }) })],
  ])("%s: 503 with Retry-After", (_, err) => {
    const mapped = databaseUnavailable(err);
    expect(mapped?.status).toBe(503);
    expect(mapped?.code).toBe("unavailable");
    expect(mapped?.retryAfter).toBeGreaterThan(0);
  });

  test.each([
    ["a constraint violation", coded("23505", "duplicate key value")],
    ["a syntax error", coded("42601")],
    ["a plain bug", new TypeError("x is undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("%s: not a 503", (_, err) => {
    expect(databaseUnavailable(err)).toBeUndefined();
  });
});

// The outage itself needs a PostgreSQL server: a proxy of our own between the app and it is cut.
for (const kind of postgresOnly) {
  test(`${kind}: an idle connection the server terminates is reported and replaced, and queries go on`, async () => {
    const database = await createTestDb(kind);
    try {
      const [row] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [row!.pid]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 200)); // let the pool notice

      const [after] = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(after?.one).toBe(1);
    } finally {
      await database.close();
    }
  });

  test(`${kind}: with the database unreachable the API answers 503 and the process stays up; it serves again when it returns`, async () => {
    const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = `t_${randomBytes(6).toString("hex")}`;
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      await client.query(query).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const proxy = await createTcpProxy({ host: adminUrl.hostname, port: Number(adminUrl.port || 5432) });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outage-"));
    const url = new URL(adminUrl);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    const visit = () =>
      fetch(`${server.url}/api/visits`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ page: "/" }),
        signal: AbortSignal.timeout(5_000), // each answer within 5 s, or the test fails
      });
    try {
      await waitForListening(server, 60_000);
      for (let i = 0; i < 3; i++) expect((await visit()).status).toBe(204); // the pool holds connections

      await proxy.stop();
      for (let i = 0; i < 3; i++) {
        const res = await visit();
        expect(res.status).toBe(503);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await res.json()).error.code).toBe("unavailable");
      }
      // Pages need no database.
      expect((await fetch(`${server.url}/`, { signal: AbortSignal.timeout(5_000) })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 2_500)); // a mail worker round fails meanwhile
      expect(server.child.exitCode).toBeNull();

      await proxy.start();
      const back = Date.now() + 10_000;
      let status = 0;
      while (Date.now() < back && status !== 204) {
        status = (await visit()).status;
        if (status !== 204) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(204);
      // The mail worker went on: a submission now is delivered (written as an .eml file).
      const res = await fetch(`${server.url}/api/consultations`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100" }),
      });
      expect(res.status).toBe(201);
      const mailDir = path.join(dataDir, "mail");
      await expect.poll(() => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(server.output()).not.toMatch(/uncaught|unhandled 'error'/i);
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
      await proxy.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await admin(`drop database if exists ${name} with (force)`);
    }
  }, 120_000);
}
