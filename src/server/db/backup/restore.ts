import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { createPgliteClient } from "../client";
import { scriptOfDump } from "./script";

export class RestoreRefusedError extends Error {}

// Relations of the database's own schemas (not PostgreSQL's catalogs): a database without any is
// empty, and a restore may go into it.
const USER_RELATIONS = `
  select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%' order by 1`;
const SETTINGS = "select name from pg_settings";
// With --force on PostgreSQL: every schema of the database goes (its tables, functions and the
// extensions in them), and an empty `public` comes back, as a new database has it.
const USER_SCHEMAS = `select nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Restore a dump into the PostgreSQL database at `url`, in one transaction: it is restored whole
 * or not at all. A database that has tables is refused unless `force`, which first drops all of
 * its schemas (in the same transaction).
 */
export async function restorePostgres(url: string, dump: string, { force = false } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = (await client.query<{ name: string }>(USER_RELATIONS)).rows.map((r) => r.name);
    if (existing.length && !force)
      throw refusal(`The database is not empty (${existing.length} tables and sequences, e.g. ${existing.slice(0, 3).join(", ")}).`);
    const script = scriptOfDump(dump, new Set((await client.query<{ name: string }>(SETTINGS)).rows.map((r) => r.name)));
    await client.query("begin");
    try {
      if (force) {
        for (const { nspname } of (await client.query<{ nspname: string }>(USER_SCHEMAS)).rows)
          await client.query(`drop schema ${quoteIdent(nspname)} cascade`);
        await client.query("create schema public");
      }
      for (const batch of script) await client.query(batch);
      await client.query("commit");
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    }
  } finally {
    await client.end();
  }
}

/**
 * Restore a dump into the embedded database of `dataDir` (the caller holds its lock). It is
 * restored into a new directory beside `pgdata`, which takes its place only once complete: an
 * existing database is refused unless `force`, and with it is replaced whole or not at all.
 */
export async function restorePglite(dataDir: string, dump: string, { force = false } = {}): Promise<void> {
  const dir = path.join(dataDir, "pgdata");
  if (fs.existsSync(dir) && !force) throw refusal(`The embedded database ${dir} already exists.`);
  const tmp = path.join(dataDir, `pgdata.restore-${process.pid}`);
  const old = path.join(dataDir, `pgdata.replaced-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    const pg = await createPgliteClient(tmp);
    try {
      const settings = (await pg.query<{ name: string }>(SETTINGS)).rows.map((r) => r.name);
      for (const batch of scriptOfDump(dump, new Set(settings))) await pg.exec(batch);
      await pg.query("CHECKPOINT");
    } finally {
      await pg.close();
    }
    if (fs.existsSync(dir)) fs.renameSync(dir, old);
    fs.renameSync(tmp, dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(old, { recursive: true, force: true });
  }
}

const refusal = (why: string) => new RestoreRefusedError(`${why} Restore into an empty database, or pass --force to replace everything in it with the backup.`);
