import { getTableName, isTable, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type Database, type Db } from "../db/client";
import * as schema from "../db/schema/index";

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server
 * that is dropped again by `close()`.
 */
export async function createTestDb(kind: DbKind): Promise<Database> {
  if (kind === "pglite") return openPglite();
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

const TABLES = (Object.values(schema) as unknown[])
  .filter(isTable)
  .map((t) => `"${getTableName(t)}"`)
  .join(", ");

/** Empty every table, so the tests of a file can share one database (PGlite starts slowly). */
export async function emptyTables(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${TABLES}`));
}
