import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { ServiceSchedule, ServiceScheduleDetail } from "../../../shared/schemas/service-schedules";
import type { Db } from "../../db/client";
import { clients, serviceSchedules, serviceVisits } from "../../db/schema/index";
import { scheduleCrewJson, staffLine } from "../service-visits/staff-names";
import { selectVisits, toVisit } from "../service-visits/visit-record";

/** How many of its next visits a schedule's detail shows. */
export const UPCOMING_VISITS = 10;

const scheduleColumns = {
  id: serviceSchedules.id,
  clientId: serviceSchedules.clientId,
  clientName: clients.fullName,
  addressId: serviceSchedules.addressId,
  quoteId: serviceSchedules.quoteId,
  service: serviceSchedules.service,
  frequency: serviceSchedules.frequency,
  intervalDays: serviceSchedules.intervalDays,
  closedDayRule: serviceSchedules.closedDayRule,
  billing: serviceSchedules.billing,
  startDate: serviceSchedules.startDate,
  endDate: serviceSchedules.endDate,
  windowStart: serviceSchedules.windowStart,
  windowEnd: serviceSchedules.windowEnd,
  legacyStaff: serviceSchedules.legacyStaff,
  crew: scheduleCrewJson(serviceSchedules.id),
  crewNotes: serviceSchedules.crewNotes,
  endedAt: serviceSchedules.endedAt,
  generatedThrough: serviceSchedules.generatedThrough,
  createdAt: serviceSchedules.createdAt,
  updatedAt: serviceSchedules.updatedAt,
};

const selectScheduleRows = (db: Db) => db.select(scheduleColumns).from(serviceSchedules).innerJoin(clients, eq(clients.id, serviceSchedules.clientId));
type ScheduleRow = Awaited<ReturnType<ReturnType<typeof selectScheduleRows>["execute"]>>[number];

const toSchedule = (r: ScheduleRow): ServiceSchedule => ({
  ...r,
  staff: staffLine(r.crew, r.legacyStaff),
  windowStart: r.windowStart.slice(0, 5),
  windowEnd: r.windowEnd.slice(0, 5),
  endedAt: r.endedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Schedules with their client's name: live ones first, then the latest start first. */
export async function selectSchedules(db: Db, where: SQL | undefined): Promise<ServiceSchedule[]> {
  const rows = await selectScheduleRows(db)
    .where(where)
    .orderBy(sql`${serviceSchedules.endedAt} is not null`, desc(serviceSchedules.startDate), desc(serviceSchedules.createdAt), asc(serviceSchedules.id));
  return rows.map(toSchedule);
}

/** The stored row, locked until the caller's transaction ends when `lock` is set. */
export async function loadSchedule(db: Db, id: string, lock = false) {
  const query = db.select().from(serviceSchedules).where(eq(serviceSchedules.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}
export type ScheduleStoredRow = NonNullable<Awaited<ReturnType<typeof loadSchedule>>>;

/** The schedule and its next scheduled visits (today on, soonest first); undefined when there is none. */
export async function scheduleDetail(db: Db, id: string, today: string): Promise<ServiceScheduleDetail | undefined> {
  const [schedule] = await selectSchedules(db, eq(serviceSchedules.id, id));
  if (!schedule) return undefined;
  const upcoming = await selectVisits(db)
    .where(and(eq(serviceVisits.scheduleId, id), eq(serviceVisits.status, "scheduled"), gte(serviceVisits.visitDate, today)))
    .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.windowStart), asc(serviceVisits.id))
    .limit(UPCOMING_VISITS);
  return { schedule, upcoming: upcoming.map(toVisit) };
}
