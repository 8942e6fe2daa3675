import { sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "../../../shared/locale";
import type { TwoStepChallenge } from "../../../shared/schemas/two-step";
import { queryRows, type Db } from "../../db/client";

/**
 * The sign-in's answer when the second step is needed: better-auth's signed challenge cookie (no
 * session cookie), and the language the code screen speaks, the staff member's (their password was right).
 */
export async function twoStepChallenge(db: Db, res: Response, email: string): Promise<Response> {
  const [row] = await queryRows<{ language: Locale }>(
    db,
    sql`select a.language from admin_users a join users u on u.id = a.user_id where lower(u.email) = ${email}`,
  );
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  const body: TwoStepChallenge = { twoStep: { language: row?.language ?? DEFAULT_LOCALE } };
  return new Response(JSON.stringify(body), { status: 200, headers });
}
