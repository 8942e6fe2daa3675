import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminUsers, serviceVisitCrew } from "../db/schema/index";

/** The staff account ids of `names` (user names in any case), in their order. */
export async function crewIds(database: Database, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await database.db
    .select({ userId: adminUsers.userId, name: adminUsers.username })
    .from(adminUsers)
    .where(
      inArray(
        sql`lower(${adminUsers.username})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r.userId]));
  return names.map((n) => {
    const id = byName.get(n.toLowerCase());
    if (!id) throw new Error(`No staff account named ${n}`);
    return id;
  });
}

/** Put the staff accounts named `names` on the visit's crew. */
export async function assignCrew(database: Database, visitId: string, names: string[]) {
  const ids = await crewIds(database, names);
  if (ids.length) await database.db.insert(serviceVisitCrew).values(ids.map((userId) => ({ visitId, userId })));
}
