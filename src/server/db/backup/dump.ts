import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import type { PGlite } from "@electric-sql/pglite";
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createPgliteClient } from "../client";

/**
 * pg_dump's options for every backup: plain SQL with INSERT statements of up to 100 rows (so the
 * dump runs on PGlite, which has no COPY from a client, as well as in psql), and without owners or
 * grants (the database it is restored into has its own roles).
 */
export const DUMP_ARGS = ["--no-owner", "--no-privileges", "--rows-per-insert=100"];

export class BackupError extends Error {}

/**
 * A dump of the embedded database in `pgdataDir`, made by pg_dump compiled to WebAssembly
 * (@electric-sql/pglite-tools) over PGlite's own connection. The caller holds the data directory's
 * lock; the database is opened as it is, without migrating it.
 */
export async function dumpPglite(pgdataDir: string): Promise<string> {
  const pg = await createPgliteClient(pgdataDir);
  try {
    await refuseWhatTheDumpWouldCut(pg);
    const file = await pgDump({ pg, args: DUMP_ARGS });
    return await file.text();
  } finally {
    await pg.close();
  }
}

/**
 * pgDump removes psql's `\restrict` lines from its output with a pattern that also matches a line
 * of a text value beginning with `\restrict` or `\unrestrict`, which would cut that row out of the
 * dump. No such value: nothing is lost. Else the backup stops and names where the value is, rather
 * than write a dump that cannot be restored.
 */
async function refuseWhatTheDumpWouldCut(pg: PGlite): Promise<void> {
  const columns = await pg.query<{ tbl: string; col: string }>(`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as tbl, quote_ident(column_name) as col
    from information_schema.columns join information_schema.tables using (table_catalog, table_schema, table_name)
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      and data_type in ('text', 'character varying', 'character')
    order by table_schema, table_name, ordinal_position`);
  for (const { tbl, col } of columns.rows) {
    const hit = await pg.query(`select 1 from ${tbl} where ${col} ~* $1 limit 1`, ["[\\n\\r\\u2028\\u2029]\\\\(un)?restrict\\M"]);
    if (hit.rows.length) {
      throw new BackupError(
        `A value in ${tbl}.${col} has a line that starts with "\\restrict", which the embedded database's pg_dump would cut from the backup. ` +
          "Change that line (for example, indent it), then back up again.",
      );
    }
  }
}

/**
 * A dump of the PostgreSQL database at `url` by the pg_dump program (PostgreSQL's client
 * programs, of the server's major version or newer). The password goes through the environment,
 * not the command line, where other users of the machine could read it.
 */
export function dumpPostgres(url: string, file: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", [...DUMP_ARGS, "--file", file, "--dbname", target.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "inherit", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (err) => {
      const missing = (err as NodeJS.ErrnoException).code === "ENOENT";
      reject(
        missing
          ? new BackupError(
              "pg_dump was not found. Install PostgreSQL's client programs (Debian and Ubuntu: apt-get install postgresql-client), of the server's major version or newer.",
            )
          : err,
      );
    });
    child.on("exit", (code) => {
      if (code === 0) return resolve();
      fs.rmSync(file, { force: true });
      reject(new BackupError(`pg_dump failed:\n${stderr.trim()}`));
    });
  });
}
