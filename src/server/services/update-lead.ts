import { eq, sql } from "drizzle-orm";
import type { Lead, LeadForm } from "../../shared/schemas/leads";
import type { Db } from "../db/client";
import { leads } from "../db/schema/index";
import { CONVERTED_STATUS } from "../../shared/options/leads";
import { linkLeadClient } from "./clients/link-lead-client";
import { assertLeadLookups } from "./lead-lookups";
import { isUuid } from "../db/is-uuid";
import { leadColumns, toLead } from "./lead-row";
import { recordAudit, type AuditActor, type AuditEntry } from "./record-audit";

/** The fields the full form edits, in its order. */
const FORM_FIELDS = [
  "serviceType",
  "fullName",
  "address",
  "email",
  "phoneNumber",
  "clientCategory",
  "source",
  "details",
  "leadStatus",
  "assignedStaff",
] as const satisfies readonly (keyof LeadForm)[];

/**
 * Save the whole full form over a lead (/admin/leads/edit/{id}) and set updated_at; undefined
 * when there is no such lead. Audit rows: 'lead.update' naming the changed fields (none when
 * nothing changed), 'lead.status' when the status changed, and 'lead.convert' when saving it as
 * Converted gave it its client record.
 */
export async function updateLead(options: { db: Db; id: string; input: LeadForm; actor: AuditActor }): Promise<Lead | undefined> {
  const { db, id, input, actor } = options;
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx.select(leadColumns).from(leads).where(eq(leads.id, id)).for("update");
    if (!before) return undefined;
    await assertLeadLookups(tx as unknown as Db, input);
    const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, input[f]])) as Pick<LeadForm, (typeof FORM_FIELDS)[number]>;
    const [updated] = await tx
      .update(leads)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(leads.id, id))
      .returning(leadColumns);
    // A lead saved as Converted has its client record, as Convert would make it.
    const linked = input.leadStatus === CONVERTED_STATUS ? await linkLeadClient(tx as unknown as Db, updated!) : undefined;
    const changed = FORM_FIELDS.filter((f) => before[f] !== input[f]);
    const entries: AuditEntry[] = [];
    if (changed.length) entries.push({ action: "lead.update", entity: "lead", entityId: id, details: { fields: changed } });
    if (before.leadStatus !== input.leadStatus) {
      entries.push({ action: "lead.status", entity: "lead", entityId: id, details: { from: before.leadStatus, to: input.leadStatus } });
    }
    if (linked?.audit) entries.push(linked.audit);
    await recordAudit({ db: tx as unknown as Db, actor, entries });
    return toLead(linked?.row ?? updated!);
  });
}
