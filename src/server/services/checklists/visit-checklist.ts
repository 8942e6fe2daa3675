import { and, eq, inArray, sql } from "drizzle-orm";
import { FRENCH_OPTION_LABELS } from "../../../shared/i18n/options-fr";
import { checklistProgress, checklistServiceOf, type ChecklistService, type VisitChecklist, type VisitChecklistRoom } from "../../../shared/schemas/checklists";
import type { Db } from "../../db/client";
import { serviceVisitEvents, serviceVisits, visitChecklists, visitChecklistTicks } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { onCrew, type Cleaner } from "../crew/crew-visits";
import { templateRooms } from "./templates";

// A visit's checklist (decision 065): a copy of its service's template taken when its crew first
// opens it (later edits of the template leave it alone), and the last state of each item.

/** The template a visit's service text uses. */
export const serviceTemplateOf = (service: string): ChecklistService => checklistServiceOf(service, FRENCH_OPTION_LABELS.consultationServices);

/** The visit's copy of its template, made now if its crew has not opened it yet (a second run makes none). */
async function copyOf(db: Db, visit: { id: string; service: string }) {
  const [found] = await db.select().from(visitChecklists).where(eq(visitChecklists.visitId, visit.id));
  if (found) return found;
  const service = serviceTemplateOf(visit.service);
  await db
    .insert(visitChecklists)
    .values({ visitId: visit.id, service, rooms: await templateRooms(db, service) })
    .onConflictDoNothing();
  const [made] = await db.select().from(visitChecklists).where(eq(visitChecklists.visitId, visit.id));
  return made!;
}

/** The copy with its ticks, as the crew and the office read it. */
async function withTicks(db: Db, copy: typeof visitChecklists.$inferSelect, locked: boolean): Promise<VisitChecklist> {
  const ticks = await db.select().from(visitChecklistTicks).where(eq(visitChecklistTicks.visitId, copy.visitId));
  const byItem = new Map(ticks.map((t) => [t.itemId, t]));
  const rooms: VisitChecklistRoom[] = copy.rooms.map((room) => ({
    ...room,
    items: room.items.map((item) => {
      const tick = byItem.get(item.id);
      return {
        ...item,
        done: tick?.done ?? false,
        by: tick?.byName ?? null,
        at: tick?.at.toISOString() ?? null,
        phoneAt: tick?.phoneAt?.toISOString() ?? null,
      };
    }),
  }));
  return { visitId: copy.visitId, service: copy.service, rooms, ...checklistProgress(rooms), locked };
}

/** The cleaner's visit, or a 404 when it is not on their crew. */
async function crewVisitRow(db: Db, cleaner: Cleaner, id: string, lock = false) {
  const query = db
    .select({ id: serviceVisits.id, service: serviceVisits.service, status: serviceVisits.status })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.id, id), onCrew(cleaner)));
  const [visit] = await (lock ? query.for("update") : query);
  if (!visit) throw notFound("serviceVisit");
  return visit;
}

/** Whether this cleaner has checked out of the visit. */
async function checkedOut(db: Db, cleaner: Cleaner, id: string): Promise<boolean> {
  const rows = await db
    .select({ kind: serviceVisitEvents.kind })
    .from(serviceVisitEvents)
    .where(and(eq(serviceVisitEvents.visitId, id), eq(serviceVisitEvents.actorUserId, cleaner.userId), inArray(serviceVisitEvents.kind, ["checked_out"])));
  return rows.length > 0;
}

/** GET /api/crew/visits/{id}/checklist: the first read takes the copy of the template. */
export async function crewChecklist(db: Db, cleaner: Cleaner, id: string): Promise<VisitChecklist> {
  const visit = await crewVisitRow(db, cleaner, id);
  const copy = await copyOf(db, visit);
  return withTicks(db, copy, visit.status !== "scheduled" || (await checkedOut(db, cleaner, id)));
}

/**
 * Set an item done or not done, by this cleaner. Refused (409) once the visit is no longer
 * scheduled or the cleaner has checked out. It sets a state, so a second run changes nothing.
 */
export async function tickItem(o: { db: Db; cleaner: Cleaner; id: string; itemId: string; done: boolean; tickedAt?: string }): Promise<VisitChecklist> {
  await transaction(o.db, async (tx) => {
    const visit = await crewVisitRow(tx, o.cleaner, o.id, true);
    // Their own check-out first: the last one completes the visit (decision 066), and it is what they did.
    if (await checkedOut(tx, o.cleaner, o.id)) throw new AppError("conflict", { key: "checklist.checkedOut" });
    if (visit.status !== "scheduled") throw new AppError("conflict", { key: "checklist.notScheduled" });
    const copy = await copyOf(tx, visit);
    if (!copy.rooms.some((room) => room.items.some((item) => item.id === o.itemId))) throw notFound("Checklist item");
    const values = {
      done: o.done,
      byUserId: o.cleaner.userId,
      byName: o.cleaner.username,
      at: sql`now()`,
      phoneAt: o.tickedAt ? new Date(o.tickedAt) : null,
    };
    await tx
      .insert(visitChecklistTicks)
      .values({ visitId: o.id, itemId: o.itemId, ...values })
      .onConflictDoUpdate({ target: [visitChecklistTicks.visitId, visitChecklistTicks.itemId], set: values });
  });
  return crewChecklist(o.db, o.cleaner, o.id);
}

/** The office's view of a visit's checklist: null until its crew first opened it. */
export async function officeChecklist(db: Db, id: string): Promise<{ checklist: VisitChecklist | null; service: ChecklistService }> {
  const [visit] = await db.select({ service: serviceVisits.service, status: serviceVisits.status }).from(serviceVisits).where(eq(serviceVisits.id, id));
  if (!visit) throw notFound("serviceVisit");
  const [copy] = await db.select().from(visitChecklists).where(eq(visitChecklists.visitId, id));
  return { checklist: copy ? await withTicks(db, copy, true) : null, service: copy?.service ?? serviceTemplateOf(visit.service) };
}
