import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { openPostgres, type Database, type Db } from "../src/server/db/client";
import { createPostgresDatabase, createTestDb, type DbKind } from "../src/server/test/test-db";

/**
 * A fresh database, and what loads the rows: on PostgreSQL a connection of its own without the
 * app's request timeouts (PG_TIMEOUTS), which a 100,000-row INSERT on a busy machine outlasts.
 */
export async function openBenchDb(kind: DbKind): Promise<{ database: Database; seedDb: Db; closeSeedDb: () => Promise<void> }> {
  if (kind === "pglite") {
    const database = await createTestDb(kind);
    return { database, seedDb: database.db, closeSeedDb: async () => {} };
  }
  const { url, drop } = await createPostgresDatabase();
  const opened = await openPostgres(url);
  const close = async () => {
    await opened.close();
    await drop();
  };
  const database = { ...opened, close };
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return { database, seedDb: drizzle(pool) as Db, closeSeedDb: () => pool.end() };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL (or DATABASE_URL) names a server. */
export function benchDbKinds(): DbKind[] {
  const kinds: DbKind[] = ["pglite"];
  // (Assigned only when set: process.env would store undefined as the text "undefined".)
  if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) kinds.push("postgres");
  return kinds;
}
