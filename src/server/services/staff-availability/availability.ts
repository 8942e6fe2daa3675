import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import { businessDay } from "../../../shared/business-time";
import type { StaffAvailability, StaffAvailabilityList, TimeOff, TimeOffVisit } from "../../../shared/schemas/staff-availability";
import type { z } from "zod";
import type { timeOffCreateSchema, workingHoursSchema } from "../../../shared/schemas/staff-availability";
import { queryRows, type Db } from "../../db/client";
import { adminUsers, staffAvailability, staffTimeOff, staffWorkingHours } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { notFound } from "../../errors";
import { recordAudit, type AuditActor } from "../common/record-audit";

type Options = { db: Db; actor: AuditActor };

/** The active staff with their working hours (null until set) and their time off ending today or later. */
export async function listStaffAvailability(db: Db, today: string): Promise<StaffAvailabilityList> {
  const people = await db
    .select({ userId: adminUsers.userId, name: adminUsers.username, role: adminUsers.role, set: staffAvailability.userId })
    .from(adminUsers)
    .leftJoin(staffAvailability, eq(staffAvailability.userId, adminUsers.userId))
    .where(isNull(adminUsers.deactivatedAt))
    .orderBy(asc(sql`lower(${adminUsers.username})`), asc(adminUsers.userId));
  const hours = await db.select().from(staffWorkingHours).orderBy(asc(staffWorkingHours.weekday));
  const off = await db.select().from(staffTimeOff).where(gte(staffTimeOff.endDate, today)).orderBy(asc(staffTimeOff.startDate), asc(staffTimeOff.id));
  const visits = await visitsInTimeOff(db, today);
  const staff = people.map((p): StaffAvailability => ({
    userId: p.userId,
    name: p.name,
    role: p.role,
    hours: p.set
      ? hours.filter((h) => h.userId === p.userId).map((h) => ({ weekday: h.weekday, start: h.startTime.slice(0, 5), end: h.endTime.slice(0, 5) }))
      : null,
    timeOff: off.filter((t) => t.userId === p.userId).map((t) => toTimeOff(t, visits.get(t.id))),
  }));
  return { today, staff };
}

const toTimeOff = (t: typeof staffTimeOff.$inferSelect, visits: TimeOffVisit[] = []): TimeOff => ({
  id: t.id,
  startDate: t.startDate,
  endDate: t.endDate,
  reason: t.reason,
  visits,
});

/**
 * The scheduled visits, from `today` on, of each time off's member on its days, by date and
 * window: time off added after the visits were booked leaves them to the office to re-crew.
 * Every time off ending today or later, or the one `id`.
 */
async function visitsInTimeOff(db: Db, today: string, id?: string): Promise<Map<string, TimeOffVisit[]>> {
  const rows = await queryRows<TimeOffVisit & { timeOffId: string }>(
    db,
    sql`select t.id as "timeOffId", v.id, v.visit_date::text as date, left(v.window_start::text, 5) as "windowStart",
          left(v.window_end::text, 5) as "windowEnd", c.full_name as "clientName"
        from staff_time_off t
        join service_visit_crew vc on vc.user_id = t.user_id
        join service_visits v on v.id = vc.visit_id
        join clients c on c.id = v.client_id
        where ${id ? sql`t.id = ${id}::uuid` : sql`t.end_date >= ${today}::date`}
          and v.status = 'scheduled' and v.visit_date between greatest(t.start_date, ${today}::date) and t.end_date
        order by v.visit_date, v.window_start, v.id`,
  );
  const byTimeOff = new Map<string, TimeOffVisit[]>();
  for (const { timeOffId, ...visit } of rows) byTimeOff.set(timeOffId, [...(byTimeOff.get(timeOffId) ?? []), visit]);
  return byTimeOff;
}

/** The staff member, locked; 404 for an id that is no active staff account. */
async function lockMember(tx: Db, userId: string) {
  const [row] = await tx
    .select({ userId: adminUsers.userId })
    .from(adminUsers)
    .where(and(eq(adminUsers.userId, userId), isNull(adminUsers.deactivatedAt)))
    .for("update");
  if (!row) throw notFound("Staff member");
}

/** Set a staff member's working days and hours (replacing them); an empty list: they work no day. */
export function setWorkingHours(options: Options & { userId: string; input: z.output<typeof workingHoursSchema> }) {
  const { db, actor, userId, input } = options;
  return transaction(db, async (tx) => {
    await lockMember(tx, userId);
    await tx.delete(staffWorkingHours).where(eq(staffWorkingHours.userId, userId));
    if (input.days.length)
      await tx.insert(staffWorkingHours).values(input.days.map((d) => ({ userId, weekday: d.weekday, startTime: d.start, endTime: d.end })));
    await tx
      .insert(staffAvailability)
      .values({ userId })
      .onConflictDoUpdate({ target: staffAvailability.userId, set: { updatedAt: sql`now()` } });
    const days = input.days.map((d) => `${d.weekday} ${d.start}-${d.end}`).join(", ");
    await recordAudit({ db: tx, actor, entries: [{ action: "staff.hours", entity: "staff", entityId: userId, details: { days } }] });
  });
}

/** Add time off to a staff member's calendar. */
export function addTimeOff(options: Options & { userId: string; input: z.output<typeof timeOffCreateSchema> }): Promise<TimeOff> {
  const { db, actor, userId, input } = options;
  return transaction(db, async (tx) => {
    await lockMember(tx, userId);
    const [row] = await tx.insert(staffTimeOff).values({ userId, startDate: input.startDate, endDate: input.endDate, reason: input.reason }).returning();
    await recordAudit({
      db: tx,
      actor,
      entries: [{ action: "staff.time-off.add", entity: "staff", entityId: userId, details: { from: input.startDate, to: input.endDate } }],
    });
    return toTimeOff(row!, (await visitsInTimeOff(tx, businessDay(), row!.id)).get(row!.id));
  });
}

/** Remove one of a staff member's time off entries; 404 when it is not theirs. */
export function removeTimeOff(options: Options & { userId: string; id: string }) {
  const { db, actor, userId, id } = options;
  return transaction(db, async (tx) => {
    const removed = await tx
      .delete(staffTimeOff)
      .where(and(eq(staffTimeOff.id, id), eq(staffTimeOff.userId, userId)))
      .returning();
    if (!removed.length) throw notFound("Time off");
    await recordAudit({
      db: tx,
      actor,
      entries: [{ action: "staff.time-off.remove", entity: "staff", entityId: userId, details: { from: removed[0]!.startDate, to: removed[0]!.endDate } }],
    });
  });
}
