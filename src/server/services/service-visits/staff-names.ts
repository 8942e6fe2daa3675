import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminUsers } from "../../db/schema/index";

/** The names a visit can be assigned: the staff user names, alphabetically. */
export async function staffNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: adminUsers.username })
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.username})`));
  return rows.map((r) => r.username);
}

/**
 * `wanted` spelt as the staff list spells them, and the names that are no staff member's. Names
 * in `kept` (already on the visit) stay as they are, so a name assigned before its account was
 * renamed or removed does not block an edit of the visit it is on.
 */
export async function resolveStaff(db: Db, wanted: string[], kept: string[] = []): Promise<{ names: string[]; unknown: string[] }> {
  const known = new Map<string, string>();
  for (const name of [...kept, ...(await staffNames(db))]) known.set(name.toLowerCase(), name);
  const names: string[] = [];
  const unknown: string[] = [];
  for (const name of wanted) {
    const found = known.get(name.toLowerCase());
    if (found) names.push(found);
    else unknown.push(name);
  }
  return { names, unknown };
}
