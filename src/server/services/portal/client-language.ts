import { sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/locale";
import { queryRows, type Db } from "../../db/client";

/** The stored language of the client with this e-mail (the portal's language); English when there is none. */
export async function clientLanguage(db: Db, email: string): Promise<Locale> {
  const [row] = await queryRows<{ language: Locale }>(db, sql`select language from clients where lower(email) = lower(${email})`);
  return row?.language ?? DEFAULT_LOCALE;
}

/** Store the client's choice (their portal, e-mails and documents follow it); false when no client has this e-mail. */
export async function setClientLanguage(db: Db, email: string, language: Locale): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update clients set language = ${language}, updated_at = now() where lower(email) = lower(${email}) returning id`,
  );
  return rows.length > 0;
}
