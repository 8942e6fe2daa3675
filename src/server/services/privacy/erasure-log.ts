import { sql } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { queryRows, type Db } from "../../db/client";
import type { Config } from "../../env";

// The list of erased clients, kept beside the database (DATA_DIR/erasures.log), so that a restored
// older backup, which still holds their information, is erased again before it serves anyone: at
// each start the server re-applies every erasure the list names that the database has not (and
// adds to the list any the database has that it lacks). A line is a client id and a time: random
// ids, which say nothing about anyone once their record is emptied.

export const erasureLogPath = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "erasures.log");

/** Add an erased client to the list (after the erasure's commit). */
export function logErasure(config: Pick<Config, "dataDir">, clientId: string, at = new Date()): void {
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.appendFileSync(erasureLogPath(config), `${clientId} ${at.toISOString()}\n`, { mode: 0o600 });
}

/** The client ids on the list. */
export function loggedErasures(config: Pick<Config, "dataDir">): string[] {
  const file = erasureLogPath(config);
  if (!fs.existsSync(file)) return [];
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return [
    ...new Set(
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .map((line) => line.split(" ")[0] ?? "")
        .filter((id) => UUID.test(id)),
    ),
  ];
}

/**
 * At start: erase again each listed client whose record still holds their information (a backup
 * from before the erasure was restored), and list the database's erased clients the file lacks.
 * `erase` is the erasure itself (erase-client.ts), passed in so this module stays a list.
 */
export async function replayErasures(options: { db: Db; config: Pick<Config, "dataDir">; logger: Logger; erase: (clientId: string) => Promise<void> }) {
  const { db, config, logger, erase } = options;
  const listed = loggedErasures(config);
  const again = listed.length
    ? await queryRows<{ id: string }>(
        db,
        sql`select id from clients where erased_at is null and id in (${sql.join(
          listed.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  for (const { id } of again) await erase(id);
  if (again.length)
    logger.warn({ clients: again.length }, "erasures re-applied: the database held clients the erasure list says were erased (a restored backup?)");
  const known = new Set(listed);
  const missing = await queryRows<{ id: string; erasedAt: string }>(
    db,
    sql`select id, erased_at as "erasedAt" from clients where erased_at is not null order by erased_at`,
  );
  for (const row of missing.filter((r) => !known.has(r.id))) logErasure(config, row.id, new Date(row.erasedAt));
  return { reapplied: again.length };
}
