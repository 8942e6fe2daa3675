import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { createTestDb } from "../test/test-db";
import { queryRows } from "./client";

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL connection pool", () => {
  test("an idle connection the server terminates is reported and replaced, and queries go on", async () => {
    const database = await createTestDb("postgres");
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
});
