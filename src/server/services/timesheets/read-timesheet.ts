import { and, asc, between, eq, inArray, ne } from "drizzle-orm";
import {
  periodBeside,
  periodDates,
  periodOf,
  type PayPeriod,
  type Timesheet,
  type TimesheetEntry,
  type TimesheetVisit,
} from "../../../shared/schemas/timesheets";
import type { Db } from "../../db/client";
import { adminUsers, clients, serviceVisitCrew, serviceVisitEvents, serviceVisits, timesheetChanges } from "../../db/schema/index";
import { cleanersOf, entriesOf, type Change, type Checks } from "./assemble";
import { tipsOf } from "./crew-tips";
import { entryTime } from "./entry-times";
import { getPayPeriod } from "./pay-period-settings";

/** Every cleaner's check-ins and check-outs on visits of `where`, one row per cleaner and visit. */
export async function checksWhere(db: Db, where: ReturnType<typeof and>): Promise<Checks[]> {
  const events = await db
    .select({
      visitId: serviceVisitEvents.visitId,
      kind: serviceVisitEvents.kind,
      at: serviceVisitEvents.at,
      cleanerUserId: serviceVisitEvents.actorUserId,
      actorName: serviceVisitEvents.actorName,
      username: adminUsers.username,
      date: serviceVisits.visitDate,
      clientName: clients.fullName,
      service: serviceVisits.service,
      windowStart: serviceVisits.windowStart,
      windowEnd: serviceVisits.windowEnd,
    })
    .from(serviceVisitEvents)
    .innerJoin(serviceVisits, eq(serviceVisits.id, serviceVisitEvents.visitId))
    .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
    .leftJoin(adminUsers, eq(adminUsers.userId, serviceVisitEvents.actorUserId))
    .where(and(inArray(serviceVisitEvents.kind, ["checked_in", "checked_out"]), where));
  const checks = new Map<string, Checks>();
  for (const e of events) {
    if (!e.cleanerUserId) continue;
    const key = `${e.visitId}|${e.cleanerUserId}`;
    const c = checks.get(key) ?? {
      visitId: e.visitId,
      cleanerUserId: e.cleanerUserId,
      cleanerName: e.username ?? e.actorName ?? "",
      date: e.date,
      clientName: e.clientName,
      service: e.service,
      windowStart: e.windowStart,
      windowEnd: e.windowEnd,
      checkedInAt: null,
      checkedOutAt: null,
    };
    c[e.kind === "checked_in" ? "checkedInAt" : "checkedOutAt"] = entryTime(e);
    checks.set(key, c);
  }
  return [...checks.values()];
}

/** The changes of entries of `where`, with their visit's client and window while the visit exists. */
export async function changesWhere(db: Db, where: ReturnType<typeof and>): Promise<Change[]> {
  const rows = await db
    .select({
      seq: timesheetChanges.seq,
      entryId: timesheetChanges.entryId,
      visitId: timesheetChanges.visitId,
      cleanerUserId: timesheetChanges.cleanerUserId,
      cleanerName: timesheetChanges.cleanerName,
      username: adminUsers.username,
      workDate: timesheetChanges.workDate,
      service: timesheetChanges.service,
      clientName: clients.fullName,
      windowStart: serviceVisits.windowStart,
      windowEnd: serviceVisits.windowEnd,
      checkedInAt: timesheetChanges.checkedInAt,
      checkedOutAt: timesheetChanges.checkedOutAt,
      startAt: timesheetChanges.startAt,
      endAt: timesheetChanges.endAt,
      kind: timesheetChanges.kind,
      reason: timesheetChanges.reason,
      byName: timesheetChanges.byName,
      at: timesheetChanges.at,
    })
    .from(timesheetChanges)
    .leftJoin(serviceVisits, eq(serviceVisits.id, timesheetChanges.visitId))
    .leftJoin(clients, eq(clients.id, serviceVisits.clientId))
    .leftJoin(adminUsers, eq(adminUsers.userId, timesheetChanges.cleanerUserId))
    .where(where)
    .orderBy(asc(timesheetChanges.seq));
  return rows.map(({ username, ...r }) => ({ ...r, seq: Number(r.seq), cleanerName: username ?? r.cleanerName }));
}

/**
 * The period's visits that were not cancelled, each with its crew and whether each member has an
 * entry on it: the page adds an entry for a crew member who worked without checking in.
 */
async function visitsOf(db: Db, period: PayPeriod, entries: Pick<TimesheetEntry, "visitId" | "cleanerUserId">[]): Promise<TimesheetVisit[]> {
  const inPeriod = and(between(serviceVisits.visitDate, period.start, period.end), ne(serviceVisits.status, "cancelled"));
  const [rows, crew] = await Promise.all([
    db
      .select({
        id: serviceVisits.id,
        date: serviceVisits.visitDate,
        clientName: clients.fullName,
        service: serviceVisits.service,
        windowStart: serviceVisits.windowStart,
        windowEnd: serviceVisits.windowEnd,
      })
      .from(serviceVisits)
      .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
      .where(inPeriod)
      .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.windowStart), asc(serviceVisits.id)),
    db
      .select({ visitId: serviceVisitCrew.visitId, userId: serviceVisitCrew.userId, name: adminUsers.username })
      .from(serviceVisitCrew)
      .innerJoin(serviceVisits, eq(serviceVisits.id, serviceVisitCrew.visitId))
      .innerJoin(adminUsers, eq(adminUsers.userId, serviceVisitCrew.userId))
      .where(inPeriod),
  ]);
  const withEntry = new Set(entries.map((e) => `${e.visitId}|${e.cleanerUserId}`));
  return rows.map((v) => ({
    ...v,
    windowStart: v.windowStart.slice(0, 5),
    windowEnd: v.windowEnd.slice(0, 5),
    crew: crew
      .filter((c) => c.visitId === v.id)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => ({ userId: c.userId, name: c.name, hasEntry: withEntry.has(`${v.id}|${c.userId}`) })),
  }));
}

/** The timesheet of the pay period holding `day`. */
export async function readTimesheet(options: { db: Db; day: string; canCorrect: boolean }): Promise<Timesheet> {
  const { db, day, canCorrect } = options;
  const settings = await getPayPeriod(db);
  const period: PayPeriod = periodOf(settings, day);
  const days = periodDates(period);
  const [checks, changes] = await Promise.all([
    checksWhere(db, and(between(serviceVisits.visitDate, period.start, period.end))),
    changesWhere(db, and(between(timesheetChanges.workDate, period.start, period.end))),
  ]);
  const entries = entriesOf(checks, changes);
  return {
    settings,
    period,
    previous: periodBeside(settings, period, -1),
    next: periodBeside(settings, period, 1),
    days,
    canCorrect,
    cleaners: cleanersOf(entries, days),
    visits: await visitsOf(db, period, entries),
    tips: await tipsOf(db, period),
  };
}
