import { randomUUID } from "node:crypto";
import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { serviceVisits, timesheetChanges } from "../../db/schema/index";
import { entriesOf } from "./assemble";
import { changesWhere, checksWhere } from "./read-timesheet";

/**
 * Before visits are deleted (a client's erasure), keep their entries as they stand: a "kept" row
 * per entry with its times, so the cleaners' hours stay when the visits and their check-in events
 * go. The rows keep no client's name; the timesheet shows "erased client".
 */
export async function keepEntriesOf(db: Db, visitIds: readonly string[]): Promise<number> {
  if (!visitIds.length) return 0;
  const ids = [...visitIds];
  const checks = await checksWhere(db, and(inArray(serviceVisits.id, ids)));
  const changes = await changesWhere(db, and(inArray(timesheetChanges.visitId, ids)));
  const entryIds = new Map(changes.map((c) => [`${c.visitId}|${c.cleanerUserId}`, c.entryId]));
  const rows = entriesOf(checks, changes).map((e) => ({
    entryId: entryIds.get(`${e.visitId}|${e.cleanerUserId}`) ?? randomUUID(),
    visitId: e.visitId,
    cleanerUserId: e.cleanerUserId,
    cleanerName: e.cleanerName,
    workDate: e.date,
    service: e.service,
    checkedInAt: e.checkedInAt ? new Date(e.checkedInAt) : null,
    checkedOutAt: e.checkedOutAt ? new Date(e.checkedOutAt) : null,
    startAt: new Date(e.start),
    endAt: e.end ? new Date(e.end) : null,
    kind: "kept" as const,
  }));
  if (rows.length) await db.insert(timesheetChanges).values(rows);
  return rows.length;
}
