import { eq, or, sql } from "drizzle-orm";
import { CONVERTED_STATUS, LOST_STATUS } from "../../shared/options/leads";
import type { ConvertedClient, Lead } from "../../shared/schemas/leads";
import type { Db } from "../db/client";
import { clients, leads } from "../db/schema/index";
import { AppError } from "../errors";
import { isUuid } from "../db/is-uuid";
import { leadColumns, toClient, toLead, type LeadRow } from "./leads/lead-row";
import { recordAudit, type AuditActor, type AuditEntry } from "./common/record-audit";

/** Matches no row: the nil UUID. */
const NO_ID = "00000000-0000-0000-0000-000000000000";

export type ConvertedLead = { lead: Lead; client: ConvertedClient };

/**
 * Give a lead that is (being made) Converted its client record: the one linked to it, one made
 * from it earlier whose link was cleared, or a new one from its contact details. Runs inside the
 * caller's transaction with the lead row locked; links the lead and returns the audit entry when
 * the link is new (undefined when the lead already had this client).
 */
export async function linkClient(tx: Db, lead: LeadRow): Promise<{ row: LeadRow; client: typeof clients.$inferSelect; audit?: AuditEntry }> {
  const [existing] = await tx
    .select()
    .from(clients)
    .where(or(eq(clients.id, lead.clientId ?? NO_ID), eq(clients.leadId, lead.id)))
    .orderBy(sql`${clients.id} = ${lead.clientId ?? NO_ID} desc`)
    .limit(1);
  if (existing && existing.id === lead.clientId) return { row: lead, client: existing };
  const client =
    existing ??
    (await tx.insert(clients).values({ fullName: lead.fullName, email: lead.email, phoneNumber: lead.phoneNumber, address: lead.address, leadId: lead.id }).returning())[0]!;
  const [row] = await tx.update(leads).set({ clientId: client.id }).where(eq(leads.id, lead.id)).returning(leadColumns);
  return { row: row!, client, audit: { action: "lead.convert", entity: "lead", entityId: lead.id, details: { clientId: client.id } } };
}

/**
 * Convert a lead (checklist B-02, O-07): it becomes a client record linked to the lead and its
 * status 'Converted', in one transaction with the lead locked, so two clicks make one client.
 * A lead that is already converted with its client is answered as it is. A lost lead cannot be
 * converted (409). Undefined when there is no such lead.
 */
export async function convertLead(options: { db: Db; id: string; actor: AuditActor }): Promise<ConvertedLead | undefined> {
  const { db, id, actor } = options;
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [lead] = await tx.select(leadColumns).from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) return undefined;
    if (lead.leadStatus === LOST_STATUS) throw new AppError("conflict", "A lost lead cannot be converted.");
    const linked = await linkClient(tx as unknown as Db, lead);
    if (!linked.audit && lead.leadStatus === CONVERTED_STATUS) return { lead: toLead(lead), client: toClient(linked.client) };

    const [row] = await tx
      .update(leads)
      .set({ leadStatus: CONVERTED_STATUS, updatedAt: sql`now()` })
      .where(eq(leads.id, id))
      .returning(leadColumns);
    const entries: AuditEntry[] = linked.audit ? [linked.audit] : [];
    if (lead.leadStatus !== CONVERTED_STATUS) {
      entries.push({ action: "lead.status", entity: "lead", entityId: id, details: { from: lead.leadStatus, to: CONVERTED_STATUS } });
    }
    await recordAudit({ db: tx as unknown as Db, actor, entries });
    return { lead: toLead(row!), client: toClient(linked.client) };
  });
}
