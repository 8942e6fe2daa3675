import { eq, sql } from "drizzle-orm";
import { CONVERTED_STATUS, LOST_STATUS } from "../../../shared/options/leads";
import type { ConvertedClient, Lead } from "../../../shared/schemas/leads";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { leads } from "../../db/schema/index";
import { AppError } from "../../http/app-error";
import { linkLeadClient, toConvertedClient } from "../clients/link-lead-client";
import { leadColumns, toLead } from "../lead-row";
import { recordAudit, type AuditActor, type AuditEntry } from "../record-audit";

export type ConvertedLead = { lead: Lead; client: ConvertedClient };

/**
 * Convert a lead (checklist B-02, O-07): it gets its client record (the client with its e-mail
 * when there is one, else a new one) and its status 'Converted', in one transaction with the lead
 * locked, so two clicks make one client. A lead that is already converted with its client is
 * answered as it is. A lost lead cannot be converted (409). Undefined when there is no such lead.
 */
export async function convertLead(options: { db: Db; id: string; actor: AuditActor }): Promise<ConvertedLead | undefined> {
  const { db, id, actor } = options;
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [lead] = await tx.select(leadColumns).from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return undefined;
    if (lead.leadStatus === LOST_STATUS) throw new AppError("conflict", "A lost lead cannot be converted.");
    const linked = await linkLeadClient(tx, lead);
    if (!linked.audit && lead.leadStatus === CONVERTED_STATUS) return { lead: toLead(lead), client: await toConvertedClient(tx, linked.client) };

    const [row] = await tx
      .update(leads)
      .set({ leadStatus: CONVERTED_STATUS, updatedAt: sql`now()` })
      .where(eq(leads.id, id))
      .returning(leadColumns);
    const entries: AuditEntry[] = linked.audit ? [linked.audit] : [];
    if (lead.leadStatus !== CONVERTED_STATUS) {
      entries.push({ action: "lead.status", entity: "lead", entityId: id, details: { from: lead.leadStatus, to: CONVERTED_STATUS } });
    }
    await recordAudit({ db: tx, actor, entries });
    return { lead: toLead(row!), client: await toConvertedClient(tx, linked.client) };
  });
}
