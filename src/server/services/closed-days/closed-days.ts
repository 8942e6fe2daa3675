import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { closedDaysBetween, holidayProvince, nextOpenDay, statutoryHolidays, type ClosedDay } from "../../../shared/holidays";
import { addDays } from "../../../shared/calendar-date";
import type { ClosedDayEntry, ClosedDayList } from "../../../shared/schemas/closed-days";
import type { Db } from "../../db/client";
import { clientAddresses, closedDays, serviceSchedules, serviceVisits } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { recordAudit, type AuditActor } from "../common/record-audit";
import { announceVisit, type VisitNoticeConfig } from "../service-visits/visit-notice";
import { recordVisitEvent } from "../service-visits/visit-record";

/** The days the company added from `from` to `to`. */
export async function companyClosedDays(db: Db, from: string, to: string): Promise<(ClosedDay & { id: string })[]> {
  const rows = await db
    .select({ id: closedDays.id, date: closedDays.day, name: closedDays.name })
    .from(closedDays)
    .where(and(gte(closedDays.day, from), lte(closedDays.day, to)))
    .orderBy(asc(closedDays.day));
  return rows;
}

/** Every closed day from `from` to `to`: the statutory holidays of Ontario and Quebec and the company's days, by date. */
export async function listClosedDays(db: Db, from: string, to: string): Promise<ClosedDayList> {
  const days: ClosedDayEntry[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    for (const h of statutoryHolidays(year)) if (h.date >= from && h.date <= to) days.push({ date: h.date, name: h.name, provinces: h.provinces, id: null });
  for (const d of await companyClosedDays(db, from, to)) days.push({ date: d.date, name: d.name, provinces: null, id: d.id });
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : (a.id ?? "").localeCompare(b.id ?? "")));
  return { from, to, days };
}

/**
 * Where the visits of a schedule land between `from` and `to` at an address in `province`: a
 * function from an occurrence's day to its visit's day (itself when open; the next open business
 * day when closed and the rule is move; null when closed and the rule is skip), and the closed
 * days it knows, for a 409's message.
 */
export async function closedDayPlacer(db: Db, o: { from: string; to: string }) {
  // Closed runs are short: the company's days up to 30 days past `to` cover any next open day.
  const company = await companyClosedDays(db, o.from, addDays(o.to, 30));
  const cache = new Map<string, Map<string, string>>();
  const closedAt = (province: string | null) => {
    const key = holidayProvince(province) ?? "";
    let days = cache.get(key);
    if (!days) cache.set(key, (days = closedDaysBetween(o.from, addDays(o.to, 30), holidayProvince(province), company)));
    return days;
  };
  return {
    closedName: (day: string, province: string | null) => closedAt(province).get(day) ?? null,
    place: (day: string, province: string | null, rule: "move" | "skip"): string | null => {
      const closed = closedAt(province);
      if (!closed.has(day)) return day;
      return rule === "skip" ? null : nextOpenDay(day, (d) => closed.has(d));
    },
  };
}

/** The closed day's name when `day` is closed at an address in `province`, else null. */
export async function closedDayName(db: Db, day: string, province: string | null): Promise<string | null> {
  return (await closedDayPlacer(db, { from: day, to: day })).closedName(day, province);
}

/**
 * Add a day the company is closed (audited); a day already closed by the company is a 409, a day in
 * the past a 400. The recurring visits already on it (scheduled, not moved by hand) follow their
 * schedule's rule: moved to the next open business day, or cancelled; each client is told.
 */
export async function addClosedDay(o: {
  db: Db;
  actor: AuditActor;
  today: string;
  input: { date: string; name: string };
  notice?: VisitNoticeConfig;
}): Promise<ClosedDayEntry> {
  const { db, actor, today, input, notice } = o;
  if (input.date < today) throw AppError.validation({ date: "The date cannot be in the past." });
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(closedDays)
      .values({ day: input.date, name: input.name, createdBy: actor.userId })
      .onConflictDoNothing()
      .returning({ id: closedDays.id });
    if (!row) throw new AppError("conflict", `${input.date} is already a closed day.`);
    await recordAudit({
      db: tx,
      actor,
      entries: [{ action: "closed_day.add", entity: "closed_day", entityId: row.id, details: { date: input.date, name: input.name } }],
    });
    await placeSeriesVisits(tx, { day: input.date, name: input.name, actor, notice });
    return { date: input.date, name: input.name, provinces: null, id: row.id };
  });
}

/** Remove a day the company added (audited); 404 when there is none. */
export async function removeClosedDay(o: { db: Db; actor: AuditActor; id: string }): Promise<void> {
  const { db, actor, id } = o;
  await transaction(db, async (tx) => {
    const [row] = await tx.delete(closedDays).where(eq(closedDays.id, id)).returning({ day: closedDays.day, name: closedDays.name });
    if (!row) throw notFound("Closed day");
    await recordAudit({
      db: tx,
      actor,
      entries: [{ action: "closed_day.remove", entity: "closed_day", entityId: id, details: { date: row.day, name: row.name } }],
    });
  });
}

/** The recurring visits on a day just closed: each moved or cancelled as its schedule says, and its client told. */
async function placeSeriesVisits(tx: Db, o: { day: string; name: string; actor: AuditActor; notice?: VisitNoticeConfig }) {
  const visits = await tx
    .select({
      id: serviceVisits.id,
      windowStart: serviceVisits.windowStart,
      windowEnd: serviceVisits.windowEnd,
      province: clientAddresses.province,
      rule: serviceSchedules.closedDayRule,
    })
    .from(serviceVisits)
    .innerJoin(serviceSchedules, eq(serviceSchedules.id, serviceVisits.scheduleId))
    .innerJoin(clientAddresses, eq(clientAddresses.id, serviceVisits.addressId))
    .where(and(eq(serviceVisits.visitDate, o.day), eq(serviceVisits.status, "scheduled"), eq(serviceVisits.movedByStaff, false)))
    .orderBy(asc(serviceVisits.id))
    .for("update", { of: serviceVisits });
  if (visits.length === 0) return;
  const placer = await closedDayPlacer(tx, { from: o.day, to: o.day });
  const actor = { userId: o.actor.userId!, name: o.actor.email ?? "" };
  for (const v of visits) {
    const next = placer.place(o.day, v.province, v.rule);
    if (next === null) {
      const reason = `Closed day: ${o.name}.`;
      await tx
        .update(serviceVisits)
        .set({ status: "cancelled", reason, cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(serviceVisits.id, v.id));
      await recordVisitEvent(tx, { visitId: v.id, kind: "cancelled", actor, details: { reason } });
      if (o.notice) await announceVisit(tx, { config: o.notice, actor, visitId: v.id, change: "cancelled" });
    } else {
      await tx
        .update(serviceVisits)
        .set({ visitDate: next, updatedAt: sql`now()` })
        .where(eq(serviceVisits.id, v.id));
      const window = `${v.windowStart.slice(0, 5)}-${v.windowEnd.slice(0, 5)}`;
      await recordVisitEvent(tx, { visitId: v.id, kind: "updated", actor, details: { date: next, window } });
      if (o.notice)
        await announceVisit(tx, {
          config: o.notice,
          actor,
          visitId: v.id,
          change: "moved",
          previous: { date: o.day, windowStart: v.windowStart, windowEnd: v.windowEnd },
        });
    }
  }
}
