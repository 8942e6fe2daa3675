import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { queryRows, type Db } from "../db/client";

/**
 * The secret that signs session cookies: AUTH_SECRET when set, else one generated on the first
 * start and kept in the database, so restarts and several server processes share it.
 */
export async function resolveAuthSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.execute(sql`insert into app_settings (key, value) values ('auth_secret', ${randomBytes(32).toString("base64url")}) on conflict (key) do nothing`);
  const [row] = await queryRows<{ value: string }>(db, sql`select value from app_settings where key = 'auth_secret'`);
  return row!.value;
}
