import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { CrewMember, ServiceVisitStaff } from "../../../shared/schemas/service-visits";
import type { Db } from "../../db/client";
import { adminUsers, serviceScheduleCrew, serviceVisitCrew } from "../../db/schema/index";

/** The accounts a visit can be assigned: the active staff members (every role), by user name. */
export async function activeStaff(db: Db): Promise<ServiceVisitStaff["staff"]> {
  return db
    .select({ userId: adminUsers.userId, name: adminUsers.username, role: adminUsers.role })
    .from(adminUsers)
    .where(isNull(adminUsers.deactivatedAt))
    .orderBy(asc(sql`lower(${adminUsers.username})`), asc(adminUsers.userId));
}

/**
 * The crew's errors: ids that are no active staff account's. Ids in `kept` (already on the visit)
 * stay allowed, so a member deactivated since does not block an edit of the visit they are on.
 */
export async function crewErrors(db: Db, wanted: string[], kept: string[] = []): Promise<string | null> {
  const fresh = wanted.filter((id) => !kept.includes(id));
  if (!fresh.length) return null;
  const found = await db
    .select({ userId: adminUsers.userId })
    .from(adminUsers)
    .where(and(inArray(adminUsers.userId, fresh), isNull(adminUsers.deactivatedAt)));
  const known = new Set(found.map((r) => r.userId));
  const unknown = fresh.filter((id) => !known.has(id));
  return unknown.length ? `Not an active staff member: ${unknown.join(", ")}.` : null;
}

/**
 * The former names (no account) that stay on a visit or schedule: all of `before` when `wanted`
 * is absent; otherwise `wanted`, which may only drop names (decision 064). Null: a name was added.
 */
export function keptLegacy(wanted: string[] | undefined, before: string[]): string[] | null {
  if (wanted === undefined) return before;
  return wanted.every((n) => before.includes(n)) ? before.filter((n) => wanted.includes(n)) : null;
}

/** The JSON list of a crew's accounts, by user name, for the row `id` of a crew table. */
const crewJson = (table: "service_visit_crew" | "service_schedule_crew", key: "visit_id" | "schedule_id", id: SQL | unknown) =>
  sql<CrewMember[]>`coalesce((select json_agg(json_build_object('userId', a.user_id, 'name', a.username) order by lower(a.username), a.user_id)
    from ${sql.raw(table)} cr join admin_users a on a.user_id = cr.user_id where cr.${sql.raw(key)} = ${id}), '[]'::json)`;

export const visitCrewJson = (visitId: unknown) => crewJson("service_visit_crew", "visit_id", visitId);
export const scheduleCrewJson = (scheduleId: unknown) => crewJson("service_schedule_crew", "schedule_id", scheduleId);

/** What the office reads as who is on it: the accounts' names, then the former names. */
export const staffLine = (crew: CrewMember[], legacy: string[]) => [...crew.map((m) => m.name), ...legacy];

/** The crew ids on the visits `visitIds`. */
export async function crewIdsOf(db: Db, visitId: string): Promise<string[]> {
  const rows = await db.select({ userId: serviceVisitCrew.userId }).from(serviceVisitCrew).where(eq(serviceVisitCrew.visitId, visitId));
  return rows.map((r) => r.userId);
}

/** Replace the crew of the visits `visitIds` with `userIds`. */
export async function setVisitCrew(db: Db, visitIds: string[], userIds: string[]) {
  if (!visitIds.length) return;
  await db.delete(serviceVisitCrew).where(inArray(serviceVisitCrew.visitId, visitIds));
  if (userIds.length) await db.insert(serviceVisitCrew).values(visitIds.flatMap((visitId) => userIds.map((userId) => ({ visitId, userId }))));
}

/** The crew ids of a schedule. */
export async function scheduleCrewIds(db: Db, scheduleId: string): Promise<string[]> {
  const rows = await db.select({ userId: serviceScheduleCrew.userId }).from(serviceScheduleCrew).where(eq(serviceScheduleCrew.scheduleId, scheduleId));
  return rows.map((r) => r.userId);
}

/** Replace a schedule's crew with `userIds`. */
export async function setScheduleCrew(db: Db, scheduleId: string, userIds: string[]) {
  await db.delete(serviceScheduleCrew).where(eq(serviceScheduleCrew.scheduleId, scheduleId));
  if (userIds.length) await db.insert(serviceScheduleCrew).values(userIds.map((userId) => ({ scheduleId, userId })));
}
