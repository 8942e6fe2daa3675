import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/** The owner's requirement lives in app_settings under this key ("true" or "false"). */
export const TWO_STEP_REQUIRED_KEY = "two_step_required";

/** Whether an owner requires two-step sign-in of owners and office staff. */
export async function isTwoStepRequired(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ value: string }>(db, sql`select value from app_settings where key = ${TWO_STEP_REQUIRED_KEY}`);
  return row?.value === "true";
}

export async function setTwoStepRequired(db: Db, required: boolean): Promise<void> {
  await db.execute(sql`
    insert into app_settings (key, value) values (${TWO_STEP_REQUIRED_KEY}, ${String(required)})
    on conflict (key) do update set value = excluded.value`);
}

/** Whether two-step sign-in is on for a user, and whether it is required: one read per admin request. */
export async function twoStepOf(db: Db, userId: string): Promise<{ enabled: boolean; required: boolean }> {
  const [row] = await queryRows<{ enabled: boolean; required: string | null }>(
    db,
    sql`select u.two_factor_enabled as enabled, (select value from app_settings where key = ${TWO_STEP_REQUIRED_KEY}) as required
        from users u where u.id = ${userId}`,
  );
  return { enabled: row?.enabled === true, required: row?.required === "true" };
}
