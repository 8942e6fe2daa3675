import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminUsers } from "../db/schema/index";

/** The demo crew's account ids for their names, in the names' order. */
export async function demoCrewIds(db: Db, names: readonly string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await db
    .select({ userId: adminUsers.userId, name: adminUsers.username })
    .from(adminUsers)
    .where(
      inArray(
        sql`lower(${adminUsers.username})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r.userId]));
  return names.flatMap((n) => byName.get(n.toLowerCase()) ?? []);
}
