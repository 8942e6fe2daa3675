import type { Db } from "../../db/client";
import { jobAssessments } from "../../db/schema/index";
import { bulkDelete } from "../common/bulk-delete";
import type { AuditActor } from "../common/record-audit";

/**
 * Delete assessments in bulk (bulk-delete.ts). The audit row keeps the submission time, not the
 * contact details the deletion removes.
 */
export const deleteAssessments = (options: { db: Db; ids: string[]; actor: AuditActor }) =>
  bulkDelete(
    {
      table: jobAssessments,
      id: jobAssessments.id,
      action: "assessment.delete",
      entity: "job_assessment",
      kept: { submittedAt: jobAssessments.submittedAt },
      details: (row) => ({ submittedAt: row.submittedAt.toISOString() }),
    },
    options,
  );
