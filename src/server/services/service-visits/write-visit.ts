import { and, eq, sql } from "drizzle-orm";
import type { ServiceVisitCreate, ServiceVisitDetail, ServiceVisitUpdate } from "../../../shared/schemas/service-visits";
import type { Db } from "../../db/client";
import { clientAddresses, clientMessages, serviceVisits } from "../../db/schema/index";
import { closedDayName } from "../closed-days/closed-days";
import { transaction } from "../../db/transaction";
import { AppError } from "../../errors";
import { refuseCrewConflicts } from "../staff-availability/crew-conflicts";
import { crewErrors, crewIdsOf, keptLegacy, setVisitCrew } from "./staff-names";
import { clientPlaceErrors, lockVisitFor } from "./visit-guard";
import { announceVisit, closeVisitRequests, type VisitNoticeConfig } from "./visit-notice";
import { recordVisitEvent, visitDetail, type VisitActor } from "./visit-record";

/** `notice`: the client is told of the change (decision 051); absent, nobody is (the demo data). */
type Options = { db: Db; actor: VisitActor; today: string; notice?: VisitNoticeConfig };

/** The columns a visit's schedule fields set, on creation and on a move or edit. */
const scheduleColumns = (input: ServiceVisitUpdate, legacyStaff: string[]) => ({
  visitDate: input.date,
  windowStart: input.windowStart,
  windowEnd: input.windowEnd,
  service: input.service,
  legacyStaff,
  crewNotes: input.crewNotes,
});

/** The date and crew rules both scheduling and moving check; the field errors found (none: empty). */
async function scheduleErrors(tx: Db, input: ServiceVisitUpdate, today: string, before?: { date: string; crew: string[]; legacyStaff: string[] }) {
  const fields: Record<string, string> = {};
  // A visit already in the past may keep its date (its crew or notes edited); none is put there.
  if (input.date < today && input.date !== before?.date) fields.date = "The date cannot be in the past.";
  const crew = await crewErrors(tx, input.crew, before?.crew);
  if (crew) fields.crew = crew;
  const legacyStaff = keptLegacy(input.legacyStaff, before?.legacyStaff ?? []);
  if (!legacyStaff) fields.legacyStaff = "Former crew names can only be removed: choose staff accounts instead.";
  return { fields, legacyStaff: legacyStaff ?? [] };
}

/** A 409 naming the day when `input.date` is closed at the address and staff did not confirm it (decision 051). */
async function refuseClosedDay(tx: Db, input: { date: string; allowClosedDay: boolean }, addressId: string) {
  if (input.allowClosedDay) return;
  const [address] = await tx.select({ province: clientAddresses.province }).from(clientAddresses).where(eq(clientAddresses.id, addressId));
  if (!address) return;
  const name = await closedDayName(tx, input.date, address.province);
  if (name) throw new AppError("conflict", `${input.date} is a closed day at this address (${name}): choose another day.`);
}

/** Schedule a visit for a client at one of its addresses (POST /api/admin/service-visits). */
export function createServiceVisit(options: Options & { input: ServiceVisitCreate }): Promise<ServiceVisitDetail> {
  const { db, actor, today, input, notice } = options;
  return transaction(db, async (tx) => {
    const { fields, legacyStaff } = await scheduleErrors(tx, input, today);
    Object.assign(fields, (await clientPlaceErrors(tx, input)).fields);
    if (Object.keys(fields).length) throw AppError.validation(fields);
    await refuseClosedDay(tx, input, input.addressId);
    await refuseCrewConflicts(tx, { ...input, visitId: null, userIds: input.crew });
    const [row] = await tx
      .insert(serviceVisits)
      .values({
        clientId: input.clientId,
        addressId: input.addressId,
        quoteId: input.quoteId,
        ...scheduleColumns(input, legacyStaff),
      })
      .returning({ id: serviceVisits.id });
    await setVisitCrew(tx, [row!.id], input.crew);
    await recordVisitEvent(tx, { visitId: row!.id, kind: "created", actor, details: { date: input.date, window: `${input.windowStart}-${input.windowEnd}` } });
    if (notice) await announceVisit(tx, { config: notice, actor, visitId: row!.id, change: "scheduled" });
    return (await visitDetail(tx, row!.id))!;
  });
}

/** Move or edit a scheduled visit (PUT /api/admin/service-visits/{id}); any other is refused (409). */
export function updateServiceVisit(options: Options & { id: string; input: ServiceVisitUpdate; closeRequests?: boolean }): Promise<ServiceVisitDetail> {
  const { db, actor, today, id, input, notice, closeRequests } = options;
  return transaction(db, async (tx) => {
    const row = await lockVisitFor(tx, id, "update", today);
    const crewBefore = await crewIdsOf(tx, row.id);
    const { fields, legacyStaff } = await scheduleErrors(tx, input, today, { date: row.visitDate, crew: crewBefore, legacyStaff: row.legacyStaff });
    if (Object.keys(fields).length) throw AppError.validation(fields);
    const window = `${input.windowStart}-${input.windowEnd}`;
    const moved = input.date !== row.visitDate || window !== `${row.windowStart.slice(0, 5)}-${row.windowEnd.slice(0, 5)}`;
    if (input.date !== row.visitDate) await refuseClosedDay(tx, input, row.addressId);
    // Checked for the whole crew when the visit moves, for those added otherwise.
    await refuseCrewConflicts(tx, { ...input, visitId: row.id, userIds: moved ? input.crew : input.crew.filter((u) => !crewBefore.includes(u)) });
    // A recurring schedule's visit moved by hand is the staff's: a change of its schedule leaves it alone.
    const movedByStaff = row.movedByStaff || (row.scheduleId !== null && moved);
    await tx
      .update(serviceVisits)
      .set({ ...scheduleColumns(input, legacyStaff), movedByStaff, updatedAt: sql`now()` })
      .where(eq(serviceVisits.id, row.id));
    if (crewBefore.join() !== input.crew.join()) await setVisitCrew(tx, [row.id], input.crew);
    await recordVisitEvent(tx, { visitId: row.id, kind: "updated", actor, details: moved ? { date: input.date, window } : {} });
    if (closeRequests && !moved) await closeVisitRequests(tx, row.id, ["reschedule_request"]);
    if (moved) {
      // Moving it answers the client's requests to move it: they read as done.
      await closeVisitRequests(tx, row.id, ["reschedule_request"]);
      if (notice)
        await announceVisit(tx, {
          config: notice,
          actor,
          visitId: row.id,
          change: "moved",
          previous: { date: row.visitDate, windowStart: row.windowStart, windowEnd: row.windowEnd },
        });
    }
    return (await visitDetail(tx, row.id))!;
  });
}

/**
 * Move a scheduled visit to the day the client asked for in a reschedule request (POST
 * .../{id}/move-to-request), keeping its window, staff and notes: the request (and any other open
 * one to move it) is closed and the client told, as any move. Refused (409, saying why): a request
 * that is not an open request to move this visit, a requested day already past.
 */
export async function moveVisitToRequest(options: Options & { id: string; requestId: string }): Promise<ServiceVisitDetail> {
  const { db, today, id, requestId } = options;
  const [request] = await db
    .select({ kind: clientMessages.kind, details: clientMessages.details, closedAt: clientMessages.closedAt })
    .from(clientMessages)
    .where(and(eq(clientMessages.id, requestId), eq(clientMessages.visitId, id)));
  if (!request || request.kind !== "reschedule_request") throw new AppError("conflict", "This is not a request to move this visit.");
  if (request.closedAt) throw new AppError("conflict", "This request is already done: the visit was moved or cancelled since.");
  const day = request.details.preferredDate!;
  if (day < today) throw new AppError("conflict", `The day the client asked for (${day}) has passed: choose another day with Move or edit.`);
  const current = await visitDetail(db, id);
  if (!current) throw new AppError("conflict", "This is not a request to move this visit.");
  const v = current.visit;
  return updateServiceVisit({
    ...options,
    input: {
      date: day,
      windowStart: v.windowStart,
      windowEnd: v.windowEnd,
      service: v.service,
      crew: v.crew.map((m) => m.userId),
      legacyStaff: v.legacyStaff,
      crewNotes: v.crewNotes,
      allowClosedDay: false,
      // The client asked for the day: their crew's other commitments are for the office to see on the visit.
      confirmCrewConflicts: true,
    },
    // The visit already on the requested day: the request is done all the same.
    closeRequests: day === v.date,
  });
}
