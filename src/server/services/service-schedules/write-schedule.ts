import { and, asc, eq, gte, inArray, isNotNull, not, sql } from "drizzle-orm";
import { addDays } from "../../../shared/calendar-date";
import { scheduleOccurrences } from "../../../shared/schedule-occurrences";
import {
  SCHEDULE_HORIZON_DAYS,
  type ServiceScheduleCreate,
  type ServiceScheduleDetail,
  type ServiceScheduleUpdate,
} from "../../../shared/schemas/service-schedules";
import type { Db } from "../../db/client";
import { clientAddresses, serviceSchedules, serviceVisitEvents, serviceVisits } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { closedDayPlacer } from "../closed-days/closed-days";
import { crewErrors, keptLegacy, scheduleCrewIds, setScheduleCrew, setVisitCrew } from "../service-visits/staff-names";
import { clientPlaceErrors } from "../service-visits/visit-guard";
import { announceVisit, type VisitNoticeConfig } from "../service-visits/visit-notice";
import type { VisitActor } from "../service-visits/visit-record";
import { refuseSeriesConflicts } from "../staff-availability/crew-conflicts";
import { generateScheduleVisits } from "./generate-visits";
import { loadSchedule, scheduleDetail } from "./schedule-record";

type Options = { db: Db; actor: VisitActor; today: string };

/** One timeline entry of `kind` by `actor` for each of the `visits` a schedule change touched, in one insert. */
async function logVisitEvents(tx: Db, actor: VisitActor, kind: "updated" | "cancelled", visits: { id: string; details: Record<string, string> }[]) {
  if (visits.length === 0) return;
  await tx
    .insert(serviceVisitEvents)
    .values(visits.map((v) => ({ visitId: v.id, kind, actorUserId: actor.userId, actorName: actor.name, details: v.details })));
}

/** Why the cancelled visits of an ended schedule were cancelled (their reason). */
export const SCHEDULE_ENDED_REASON = "The recurring schedule ended.";

/** The columns a schedule's pattern sets, on creation and on a change. */
const patternColumns = (input: ServiceScheduleUpdate, legacyStaff: string[]) => ({
  frequency: input.frequency,
  // Kept for a custom schedule only (the table's check): the others step by their frequency.
  intervalDays: input.frequency === "custom" ? input.intervalDays : null,
  closedDayRule: input.closedDayRule,
  billing: input.billing,
  startDate: input.startDate,
  endDate: input.endDate,
  windowStart: input.windowStart,
  windowEnd: input.windowEnd,
  service: input.service,
  legacyStaff,
  crewNotes: input.crewNotes,
});

/** The start date and crew rules; a start date already past may stay as it was (a running schedule's). */
async function patternErrors(tx: Db, input: ServiceScheduleUpdate, today: string, before?: { startDate: string; crew: string[]; legacyStaff: string[] }) {
  const fields: Record<string, string> = {};
  if (input.startDate < today && input.startDate !== before?.startDate) fields.startDate = "The start date cannot be in the past.";
  const crew = await crewErrors(tx, input.crew, before?.crew);
  if (crew) fields.crew = crew;
  const legacyStaff = keptLegacy(input.legacyStaff, before?.legacyStaff ?? []);
  if (!legacyStaff) fields.legacyStaff = "Former crew names can only be removed: choose staff accounts instead.";
  return { fields, legacyStaff: legacyStaff ?? [] };
}

/** The schedule, locked until the transaction ends; 404 when there is none, 409 when it has ended. */
async function lockLiveSchedule(tx: Db, id: string) {
  const row = await loadSchedule(tx, id, true);
  if (!row) throw notFound("Service schedule");
  if (row.endedAt) throw new AppError("conflict", "This recurring schedule has ended: start a new one instead.");
  return row;
}

/** The visits a change of the schedule may move: scheduled, today or later, never moved by hand. */
const followsSchedule = (id: string, today: string) =>
  and(eq(serviceVisits.scheduleId, id), eq(serviceVisits.status, "scheduled"), eq(serviceVisits.movedByStaff, false), gte(serviceVisits.visitDate, today));

/**
 * Start a recurring schedule (POST /api/admin/service-schedules) and generate its visits for the
 * next 90 days in the same transaction. A quote it comes from must be the client's and accepted.
 */
export function createServiceSchedule(options: Options & { input: ServiceScheduleCreate; notice?: VisitNoticeConfig }): Promise<ServiceScheduleDetail> {
  const { db, actor, today, input, notice } = options;
  return transaction(db, async (tx) => {
    const { fields, legacyStaff } = await patternErrors(tx, input, today);
    const place = await clientPlaceErrors(tx, input);
    Object.assign(fields, place.fields);
    if (Object.keys(fields).length) throw AppError.validation(fields);
    if (input.quoteId && place.quoteStatus !== "accepted") throw new AppError("conflict", "Only an accepted quote can start a recurring schedule.");
    const [row] = await tx
      .insert(serviceSchedules)
      .values({ clientId: input.clientId, addressId: input.addressId, quoteId: input.quoteId, ...patternColumns(input, legacyStaff), createdBy: actor.userId })
      .returning({ id: serviceSchedules.id });
    await setScheduleCrew(tx, row!.id, input.crew);
    await generateScheduleVisits(tx, { from: today, through: addDays(today, SCHEDULE_HORIZON_DAYS), scheduleId: row!.id });
    // The crew's conflicts over the visits just generated (decision 064): a 409 listing them rolls all back.
    await refuseSeriesConflicts(tx, { scheduleId: row!.id, userIds: input.crew, from: today, confirmCrewConflicts: input.confirmCrewConflicts });
    // The client is told once, of the series and its first visit, not of each visit it generated (decision 051).
    const [first] = await tx
      .select({ id: serviceVisits.id })
      .from(serviceVisits)
      .where(eq(serviceVisits.scheduleId, row!.id))
      .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.windowStart))
      .limit(1);
    if (notice && first) {
      const series = { frequency: input.frequency, intervalDays: input.frequency === "custom" ? input.intervalDays : null, endDate: input.endDate };
      await announceVisit(tx, { config: notice, actor, visitId: first.id, change: "series", series });
    }
    return (await scheduleDetail(tx, row!.id, today))!;
  });
}

/**
 * Change a schedule (PUT /api/admin/service-schedules/{id}). Its visits from today on that are
 * still scheduled and were never moved by hand take the new pattern, in order: the first of them
 * the first new day, and so on (each keeps its id, so a client's request about it stays tied to
 * it); those left over are removed, and days still missing are generated. Past, completed,
 * cancelled, missed and hand-moved visits stay as they are, and keep their days out of the new pattern.
 */
export function updateServiceSchedule(options: Options & { id: string; input: ServiceScheduleUpdate }): Promise<ServiceScheduleDetail> {
  const { db, actor, today, id, input } = options;
  return transaction(db, async (tx) => {
    const row = await lockLiveSchedule(tx, id);
    const before = { ...row, crew: await scheduleCrewIds(tx, id) };
    const { fields, legacyStaff } = await patternErrors(tx, input, today, before);
    if (Object.keys(fields).length) throw AppError.validation(fields);
    const columns = patternColumns(input, legacyStaff);
    await setScheduleCrew(tx, id, input.crew);
    await tx
      .update(serviceSchedules)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(serviceSchedules.id, id));

    const free = await tx
      .select({ id: serviceVisits.id, date: serviceVisits.visitDate, windowStart: serviceVisits.windowStart, windowEnd: serviceVisits.windowEnd })
      .from(serviceVisits)
      .where(followsSchedule(id, today))
      .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.windowStart), asc(serviceVisits.id))
      .for("update");
    const freeIds = free.map((v) => v.id);
    const held = await tx
      .select({ day: serviceVisits.occurrenceDate })
      .from(serviceVisits)
      .where(
        and(eq(serviceVisits.scheduleId, id), isNotNull(serviceVisits.occurrenceDate), freeIds.length ? not(inArray(serviceVisits.id, freeIds)) : undefined),
      );
    const taken = new Set(held.map((h) => h.day));
    // Each occurrence's visit day: a closed day at the address moves it or skips it, as the rule says (decision 051).
    const through = addDays(today, SCHEDULE_HORIZON_DAYS);
    const placer = await closedDayPlacer(tx, { from: today, to: through });
    const [place] = await tx.select({ province: clientAddresses.province }).from(clientAddresses).where(eq(clientAddresses.id, row.addressId));
    const days = scheduleOccurrences(columns, today, through)
      .filter((d) => !taken.has(d))
      .flatMap((day) => {
        const visitDay = placer.place(day, place?.province ?? null, columns.closedDayRule);
        return visitDay === null ? [] : [{ day, visitDay }];
      });

    if (free.length) {
      // Released first: a visit may take a day another one of them stands for now (the index is not deferrable).
      await tx.update(serviceVisits).set({ occurrenceDate: null }).where(inArray(serviceVisits.id, freeIds));
      const kept = free.slice(0, days.length);
      const dropped = free.slice(days.length).map((v) => v.id);
      if (dropped.length) await tx.delete(serviceVisits).where(inArray(serviceVisits.id, dropped));
      if (kept.length) {
        const { windowStart, windowEnd, service, crewNotes } = columns;
        await tx
          .update(serviceVisits)
          .set({ windowStart, windowEnd, service, legacyStaff, crewNotes, updatedAt: sql`now()` })
          .where(
            inArray(
              serviceVisits.id,
              kept.map((v) => v.id),
            ),
          );
        await setVisitCrew(
          tx,
          kept.map((v) => v.id),
          input.crew,
        );
        // Each kept visit its new day, in one statement (ids and days as array parameters).
        const ids = `{${kept.map((v) => v.id).join(",")}}`;
        const dates = `{${days
          .slice(0, kept.length)
          .map((d) => d.day)
          .join(",")}}`;
        const visitDates = `{${days
          .slice(0, kept.length)
          .map((d) => d.visitDay)
          .join(",")}}`;
        await tx.execute(sql`
          update service_visits v set visit_date = m.visit_day, occurrence_date = m.day
          from unnest(${ids}::uuid[], ${dates}::date[], ${visitDates}::date[]) as m(id, day, visit_day)
          where v.id = m.id`);
        const window = `${columns.windowStart}-${columns.windowEnd}`;
        const moved = kept.flatMap((v, i) =>
          v.date !== days[i]!.visitDay || `${v.windowStart.slice(0, 5)}-${v.windowEnd.slice(0, 5)}` !== window ? [{ id: v.id, date: days[i]!.visitDay }] : [],
        );
        await logVisitEvents(
          tx,
          actor,
          "updated",
          moved.map((v) => ({ id: v.id, details: { date: v.date, window } })),
        );
      }
    }
    await generateScheduleVisits(tx, { from: today, through: addDays(today, SCHEDULE_HORIZON_DAYS), scheduleId: id });
    // Checked as a visit's edit is: the members added, or the whole crew when the days or the window change.
    const moved = (["frequency", "intervalDays", "startDate", "windowStart", "windowEnd"] as const).some(
      (k) => String(row[k] ?? "").slice(0, k.startsWith("window") ? 5 : undefined) !== String(input[k] ?? ""),
    );
    const checked = moved ? input.crew : input.crew.filter((userId) => !before.crew.includes(userId));
    await refuseSeriesConflicts(tx, { scheduleId: id, userIds: checked, from: today, confirmCrewConflicts: input.confirmCrewConflicts });
    return (await scheduleDetail(tx, id, today))!;
  });
}

/**
 * End a schedule (POST /api/admin/service-schedules/{id}/end): no more visits are generated, and its
 * scheduled visits from today on are cancelled, except those staff moved by hand (theirs to cancel).
 */
export function endServiceSchedule(options: Options & { id: string }): Promise<ServiceScheduleDetail> {
  const { db, actor, today, id } = options;
  return transaction(db, async (tx) => {
    await lockLiveSchedule(tx, id);
    await tx
      .update(serviceSchedules)
      .set({ endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(serviceSchedules.id, id));
    const cancelled = await tx
      .update(serviceVisits)
      .set({ status: "cancelled", reason: SCHEDULE_ENDED_REASON, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(followsSchedule(id, today))
      .returning({ id: serviceVisits.id });
    await logVisitEvents(
      tx,
      actor,
      "cancelled",
      cancelled.map((v) => ({ id: v.id, details: { reason: SCHEDULE_ENDED_REASON } })),
    );
    return (await scheduleDetail(tx, id, today))!;
  });
}
