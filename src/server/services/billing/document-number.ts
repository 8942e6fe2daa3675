import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/**
 * The next number of a yearly series (Q-2026-0001 quotes, F-2026-0001 invoices, C-2026-0001 credit
 * notes), from a counter row locked until the caller's transaction ends: concurrent callers wait
 * and get consecutive numbers, and a rollback gives the number back.
 */
export async function nextDocumentNumber(tx: Db, series: "Q" | "F" | "C", year: number): Promise<string> {
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`insert into document_counters (series, year, last) values (${series}, ${year}, 1)
        on conflict (series, year) do update set last = document_counters.last + 1
        returning last`,
  );
  return `${series}-${year}-${String(row!.last).padStart(4, "0")}`;
}
