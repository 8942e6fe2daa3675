import { eq } from "drizzle-orm";
import type { ChecklistWords } from "../../../shared/schemas/checklists";
import type { Db } from "../../db/client";
import { visitChecklists, visitChecklistTicks } from "../../db/schema/index";

/** A room of a visit's report: its name, and the items done there (no staff names: the client reads it). */
export type ChecklistSummaryRoom = { name: ChecklistWords; done: { label: ChecklistWords; at: string }[]; total: number };

/**
 * What was done at a visit, room by room, for the client's visit report (decision 065): each room
 * of the visit's checklist with its items done (the server's time of the tick), in the checklist's
 * order. Rooms where nothing was done are kept (with `done: []`), so the report can say so. An
 * empty list when the crew never opened the visit's checklist.
 */
export async function visitChecklistSummary(db: Db, visitId: string): Promise<ChecklistSummaryRoom[]> {
  const [copy] = await db.select().from(visitChecklists).where(eq(visitChecklists.visitId, visitId));
  if (!copy) return [];
  const ticks = await db.select().from(visitChecklistTicks).where(eq(visitChecklistTicks.visitId, visitId));
  const done = new Map(ticks.filter((t) => t.done).map((t) => [t.itemId, t.at.toISOString()]));
  return copy.rooms.map((room) => ({
    name: room.name,
    total: room.items.length,
    done: room.items.flatMap((item) => (done.has(item.id) ? [{ label: item.label, at: done.get(item.id)! }] : [])),
  }));
}
