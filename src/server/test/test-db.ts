import { getTableName, isTable, sql, type SQL } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, queryRows, type Database, type Db } from "../db/client";
import { LEAD_LOOKUP_SEED } from "../db/lead-lookups";
import * as schema from "../db/schema/index";

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
/** PostgreSQL alone, when TEST_DATABASE_URL is set: for tests of what only a server database has. */
export const postgresOnly: DbKind[] = testDbKinds.filter((k) => k === "postgres");

/**
 * Where the run's migrated templates are (db-templates.ts, the unit and API tests' global setup):
 * a PGlite data directory dumped to a file, and a database on the PostgreSQL server. Without them
 * (a benchmark) each database is migrated from scratch.
 */
export const TEMPLATE_ENV = { pglite: "TEST_PGLITE_TEMPLATE", postgres: "TEST_POSTGRES_TEMPLATE", dataDir: "TEST_DATA_DIR_TEMPLATE" } as const;

/**
 * A new temporary DATA_DIR, a copy of `template` (by default the run's migrated one), or empty
 * without a template: for a server process whose test is not about a first start (PGlite's
 * initdb and the migrations are most of a first start's CPU).
 */
export function migratedDataDir(prefix: string, template = process.env[TEMPLATE_ENV.dataDir]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server
 * that is dropped again by `close()`. Both start from the run's template when there is one (the
 * migrations then find nothing left to do).
 */
export async function createTestDb(kind: DbKind): Promise<Database> {
  if (kind === "pglite") {
    const file = process.env[TEMPLATE_ENV.pglite];
    if (file) pgliteTemplate ??= new Blob([fs.readFileSync(file)]);
    return openPglite(undefined, pgliteTemplate);
  }
  const { url, drop } = await createPostgresDatabase(process.env[TEMPLATE_ENV.postgres]);
  const database = await openPostgres(url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new database on the TEST_DATABASE_URL server, empty (for server processes to migrate) or a
 * copy of `template`; its name and address, and its removal.
 */
export async function createPostgresDatabase(template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { name, url: url.toString(), drop };
}

/** Tables whose rows the migrations put there: restored, not emptied. */
const REFERENCE_TABLES = new Set<string>(Object.keys(LEAD_LOOKUP_SEED));

const TABLES = (Object.values(schema) as unknown[])
  .filter(isTable)
  .map((t) => getTableName(t))
  .filter((name) => !REFERENCE_TABLES.has(name));

/** The sequences of `tables`' identity and serial columns, as `restart identity` would reset them. */
function ownedSequences(db: Db, tables: readonly string[]): Promise<string[]> {
  return queryRows<{ name: string }>(
    db,
    sql`select s.relname as name from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        where s.relkind = 'S' and t.relname in (${sqlList(tables)})`,
  ).then((rows) => rows.map((r) => r.name));
}

const sqlList = (names: readonly string[]) =>
  sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );

/**
 * Deleted in one statement, foreign keys' triggers off (as a TRUNCATE of them all skips them);
 * sequences restarted. Every trigger is off, those that change the cached answers' stamps too, so
 * the stamps go as well: an answer kept before is built again.
 */
async function deleteAll(db: Db, tables: readonly string[], restart: readonly string[]): Promise<void> {
  const all = tables.includes("change_stamps") ? tables : [...tables, "change_stamps"];
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(`with ${all.map((name, i) => `d${i} as (delete from "${name}")`).join(", ")} select 1`));
    for (const name of restart) await tx.execute(sql.raw(`alter sequence "${name}" restart`));
  });
}

/** Looked up once per database (and list of tables): what to delete and which sequences to restart. */
const plans = new WeakMap<Db, Map<string, Promise<{ tables: string[]; restart: string[] }>>>();
function planOf(db: Db, key: string, tables: (db: Db) => Promise<string[]>) {
  let byKey = plans.get(db);
  if (!byKey) plans.set(db, (byKey = new Map()));
  let plan = byKey.get(key);
  if (!plan) {
    plan = tables(db).then(async (found) => ({ tables: found, restart: await ownedSequences(db, found) }));
    byKey.set(key, plan);
  }
  return plan;
}

/**
 * Empty every table, so the tests of a file can share one database (PGlite starts slowly); the
 * lead lookup tables go back to the rows the migration seeded. DELETE with the foreign keys'
 * triggers off (as one TRUNCATE of them all would skip them), not TRUNCATE: truncating replaces
 * every table's files, which took most of a second on a PostgreSQL server for a few rows.
 */
export async function emptyTables(db: Db): Promise<void> {
  const { tables, restart } = await planOf(db, "*", async () => TABLES);
  await deleteAll(db, tables, restart);
  await resetLeadLookups(db);
}

/** The named tables and every table that refers to them, directly or through others. */
function referringClosure(db: Db, names: readonly string[]): Promise<string[]> {
  return queryRows<{ name: string }>(
    db,
    sql`with recursive closure(oid) as (
          select oid from pg_class where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace and relname in (${sqlList(names)})
          union
          select c.conrelid from pg_constraint c join closure on c.confrelid = closure.oid where c.contype = 'f'
        )
        select relname as name from pg_class join closure using (oid)`,
  ).then((rows) => rows.map((r) => r.name));
}

/**
 * What `truncate <names> restart identity cascade` does, with deletes (a truncate rewrites each
 * table's files, and under load took longer than a statement may).
 */
export async function emptyTablesOf(db: Db, ...names: string[]): Promise<void> {
  const { tables, restart } = await planOf(db, names.join(","), (d) => referringClosure(d, names));
  await deleteAll(db, tables, restart);
}

/** Put the lead lookup tables back to the rows the migration seeded. */
export async function resetLeadLookups(db: Db): Promise<void> {
  for (const [table, names] of Object.entries(LEAD_LOOKUP_SEED)) {
    const values = (wrap: (n: string) => SQL) => sql.join(names.map(wrap), sql`, `);
    await db.execute(sql`delete from ${sql.identifier(table)} where name not in (${values((n) => sql`${n}`)})`);
    await db.execute(sql`insert into ${sql.identifier(table)} (name) values ${values((n) => sql`(${n})`)} on conflict (name) do nothing`);
  }
}
