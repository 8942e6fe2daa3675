import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { queryRows, type Db } from "../db/client";
import type { Config } from "../env";

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

/**
 * The server's secret (as above), kept on `config` for the process: e-mails sign their readers'
 * unsubscribe links with a key derived from it (mail/company.ts, decision 057).
 */
export async function resolveServerSecret(db: Db, config: Config): Promise<string> {
  const secret = await resolveAuthSecret(db, config.authSecret);
  config.authSecret = secret;
  return secret;
}
