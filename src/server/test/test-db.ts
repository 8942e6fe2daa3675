import { getTableName, isTable, sql, type SQL } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type Database, type Db } from "../db/client";
import { LEAD_LOOKUP_SEED } from "../db/lead-lookups";
import * as schema from "../db/schema/index";

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
/** PostgreSQL alone, when TEST_DATABASE_URL is set: for tests of what only a server database has. */
export const postgresOnly: DbKind[] = testDbKinds.filter((k) => k === "postgres");

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server
 * that is dropped again by `close()`.
 */
export async function createTestDb(kind: DbKind): Promise<Database> {
  if (kind === "pglite") return openPglite();
  const { url, drop } = await createPostgresDatabase();
  const database = await openPostgres(url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server (for server processes to migrate), and its removal. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

/** Tables whose rows the migrations put there: restored, not emptied. */
const REFERENCE_TABLES = new Set<string>(Object.keys(LEAD_LOOKUP_SEED));

const TABLES = (Object.values(schema) as unknown[])
  .filter(isTable)
  .map((t) => getTableName(t))
  .filter((name) => !REFERENCE_TABLES.has(name))
  .map((name) => `"${name}"`)
  .join(", ");

/**
 * Empty every table, so the tests of a file can share one database (PGlite starts slowly); the
 * lead lookup tables go back to the rows the migration seeded.
 */
export async function emptyTables(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${TABLES} restart identity`));
  await resetLeadLookups(db);
}

/** Put the lead lookup tables back to the rows the migration seeded. */
export async function resetLeadLookups(db: Db): Promise<void> {
  for (const [table, names] of Object.entries(LEAD_LOOKUP_SEED)) {
    const values = (wrap: (n: string) => SQL) => sql.join(names.map(wrap), sql`, `);
    await db.execute(sql`delete from ${sql.identifier(table)} where name not in (${values((n) => sql`${n}`)})`);
    await db.execute(sql`insert into ${sql.identifier(table)} (name) values ${values((n) => sql`(${n})`)} on conflict (name) do nothing`);
  }
}
