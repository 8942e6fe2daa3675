import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/** Rows written so far, by `table op` (INSERT, UPDATE, DELETE, TRUNCATE). */
export type Writes = Record<string, number>;

const LOG = "fuzz_row_changes";

/**
 * Columns a request may rewrite without storing anything: a signed-in request slides its
 * session's expiry (middleware/session.ts). An update that changes only these is not logged.
 */
const SLIDING: Record<string, string[]> = { sessions: ["expires_at", "updated_at"] };

/**
 * Log every row written to every table of the test database, by row triggers, so that a test can
 * tell after each request whether it stored anything. Reading the log is one small query; hashing
 * every table after every request took ~5 ms on PGlite. Returns the function that reads it.
 */
export async function installWriteLog(db: Db): Promise<() => Promise<Writes>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${LOG} order by 1`,
  );
  await db.execute(sql.raw(`create table if not exists ${LOG} (tbl text not null, op text not null, n bigint not null, primary key (tbl, op))`));
  await db.execute(
    sql.raw(`create or replace function ${LOG}_add() returns trigger language plpgsql as $$
      begin
        insert into ${LOG} values (TG_TABLE_NAME, TG_OP, 1) on conflict (tbl, op) do update set n = ${LOG}.n + 1;
        return null;
      end $$`),
  );
  for (const { name } of tables) {
    const t = `"${name}"`;
    const sliding = SLIDING[name];
    const unchanged = (row: string) => `to_jsonb(${row})${sliding?.map((c) => ` - '${c}'`).join("") ?? ""}`;
    const statements = [
      `drop trigger if exists ${LOG}_row on ${t}`,
      `drop trigger if exists ${LOG}_upd on ${t}`,
      `drop trigger if exists ${LOG}_truncate on ${t}`,
      `create trigger ${LOG}_row after insert or delete on ${t} for each row execute function ${LOG}_add()`,
      `create trigger ${LOG}_upd after update on ${t} for each row when (${unchanged("old")} is distinct from ${unchanged("new")}) execute function ${LOG}_add()`,
      `create trigger ${LOG}_truncate after truncate on ${t} for each statement execute function ${LOG}_add()`,
    ];
    for (const s of statements) await db.execute(sql.raw(s));
  }
  const read = sql.raw(`select tbl || ' ' || op as k, n::int as n from ${LOG}`);
  return async () => Object.fromEntries((await queryRows<{ k: string; n: number }>(db, read)).map((r) => [r.k, Number(r.n)]));
}

/** The `table op` entries that grew between two reads. */
export function writesBetween(before: Writes, after: Writes): string[] {
  return Object.keys(after).filter((k) => after[k] !== before[k]);
}

/** Rows of these tables count refused attempts (the sign-in lockout, the send limits). */
export const ATTEMPT_TABLES = new Set(["rate_limits"]);
