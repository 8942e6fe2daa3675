import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobAssessments } from "../../db/schema/index";
import { recordAudit, type AuditActor } from "../common/record-audit";

/**
 * Delete the assessments with these ids in one transaction, with one audit row for each one
 * that existed; unknown ids are ignored. The audit row keeps the submission time, not the
 * contact details the deletion removes.
 */
export async function deleteAssessments(options: { db: Db; ids: string[]; actor: AuditActor }): Promise<{ deleted: number }> {
  const { db, actor } = options;
  const ids = [...new Set(options.ids.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const gone = await tx.delete(jobAssessments).where(inArray(jobAssessments.id, ids)).returning({
      id: jobAssessments.id,
      submittedAt: jobAssessments.submittedAt,
    });
    await recordAudit({
      db: tx,
      actor,
      entries: gone.map((row) => ({
        action: "assessment.delete",
        entity: "job_assessment",
        entityId: row.id,
        details: { submittedAt: row.submittedAt.toISOString() },
      })),
    });
    return { deleted: gone.length };
  });
}
