import { inArray } from "drizzle-orm";
import { formatLeadRef } from "../../../shared/options/leads";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema/index";
import { isUuid } from "../../db/is-uuid";
import { recordAudit, type AuditActor } from "../common/record-audit";

/**
 * Delete the leads with these ids in one transaction, with one 'lead.delete' audit row for each
 * one that existed; unknown ids are ignored. The audit row keeps the reference and the creation
 * time, not the contact details the deletion removes. A client made from a lead stays, unlinked.
 */
export async function deleteLeads(options: { db: Db; ids: string[]; actor: AuditActor }): Promise<{ deleted: number }> {
  const { db, actor } = options;
  const ids = [...new Set(options.ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!ids.length) return { deleted: 0 };
  return db.transaction(async (tx) => {
    const gone = await tx.delete(leads).where(inArray(leads.id, ids)).returning({ id: leads.id, leadNumber: leads.leadNumber, createdAt: leads.createdAt });
    await recordAudit({
      db: tx,
      actor,
      entries: gone.map((row) => ({
        action: "lead.delete",
        entity: "lead",
        entityId: row.id,
        details: { leadId: formatLeadRef(row.leadNumber), createdAt: row.createdAt.toISOString() },
      })),
    });
    return { deleted: gone.length };
  });
}
