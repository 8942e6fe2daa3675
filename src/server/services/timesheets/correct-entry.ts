import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { entryProblems, localInstant, type TimesheetCorrectionInput, type TimesheetEntry } from "../../../shared/schemas/timesheets";
import type { Db } from "../../db/client";
import { adminUsers, serviceVisits, timesheetChanges } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { recordAudit, type AuditActor } from "../common/record-audit";
import { cleanersOf, entriesOf } from "./assemble";
import { changesWhere, checksWhere } from "./read-timesheet";

/** The entry of `cleanerUserId` on `visitId` as it stands (null: none yet). */
async function entryOf(db: Db, visitId: string, cleanerUserId: string) {
  const checks = (await checksWhere(db, and(eq(serviceVisits.id, visitId)))).filter((c) => c.cleanerUserId === cleanerUserId);
  const changes = await changesWhere(db, and(eq(timesheetChanges.visitId, visitId), eq(timesheetChanges.cleanerUserId, cleanerUserId)));
  const [entry] = entriesOf(checks, changes);
  return { entry: entry ?? null, checks: checks[0] ?? null, entryId: changes.at(-1)?.entryId ?? null };
}

/**
 * An owner corrects a cleaner's entry on a visit: a new start and/or end, or an entry added for
 * work not checked in, with the reason. The check-in and check-out events are left as they were;
 * the change is a new row (who, when, why) and an audit entry.
 */
export async function correctEntry(options: {
  db: Db;
  input: TimesheetCorrectionInput;
  actor: AuditActor & { userId: string; name: string };
}): Promise<TimesheetEntry> {
  const { db, input, actor } = options;
  await transaction(db, async (tx) => {
    const [visit] = await tx
      .select({ id: serviceVisits.id, date: serviceVisits.visitDate, service: serviceVisits.service })
      .from(serviceVisits)
      .where(eq(serviceVisits.id, input.visitId))
      .for("update");
    if (!visit) throw notFound("serviceVisit");
    const [cleaner] = await tx.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.userId, input.cleanerUserId));
    if (!cleaner) throw AppError.validation({ cleanerUserId: "Cleaner: not a staff member" });
    if (input.start === undefined && input.end === undefined) throw AppError.validation({ start: "Start: give a new start or a new end" });
    const { entry, checks, entryId } = await entryOf(tx, visit.id, input.cleanerUserId);
    const start = input.start ? localInstant(input.start) : entry ? new Date(entry.start) : null;
    const end = input.end ? localInstant(input.end) : entry?.end ? new Date(entry.end) : null;
    const problems = entryProblems(start, end);
    if (!entry && !problems.start && !end) problems.end = "End: an entry added for work not checked in needs an end time";
    if (Object.keys(problems).length) throw AppError.validation(problems);
    const kind = entry ? "correction" : "added";
    await tx.insert(timesheetChanges).values({
      entryId: entryId ?? randomUUID(),
      visitId: visit.id,
      cleanerUserId: input.cleanerUserId,
      cleanerName: cleaner.username,
      workDate: visit.date,
      service: visit.service,
      checkedInAt: checks?.checkedInAt ?? null,
      checkedOutAt: checks?.checkedOutAt ?? null,
      startAt: start!,
      endAt: end,
      kind,
      reason: input.reason,
      byUserId: actor.userId,
      byName: actor.name,
    });
    await recordAudit({
      db: tx,
      actor,
      entries: [
        {
          action: kind === "added" ? "timesheets.add-entry" : "timesheets.correct",
          entity: "service_visit",
          entityId: visit.id,
          details: {
            cleaner: cleaner.username,
            cleanerUserId: input.cleanerUserId,
            from: entry ? { start: entry.start, end: entry.end } : null,
            to: { start: start!.toISOString(), end: end?.toISOString() ?? null },
            reason: input.reason,
          },
        },
      ],
    });
  });
  const { entry } = await entryOf(db, input.visitId, input.cleanerUserId);
  return cleanersOf([entry!], [entry!.date])[0]!.entries[0]!;
}
