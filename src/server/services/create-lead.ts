import { CAPTURE_SERVICE_TYPES, CONVERTED_STATUS, LEAD_DEFAULTS } from "../../shared/options/leads";
import type { CaptureLead, Lead, LEAD_LOOKUP_FIELDS, LeadForm } from "../../shared/schemas/leads";
import type { Db } from "../db/client";
import { leads } from "../db/schema/index";
import { linkLeadClient } from "./clients/link-lead-client";
import { assertLeadLookups } from "./lead-lookups";
import { leadColumns, toLead } from "./lead-row";
import { recordAudit, type AuditActor, type AuditEntry } from "./record-audit";

type LookupValues = Pick<LeadForm, keyof typeof LEAD_LOOKUP_FIELDS>;
type NewLead = Omit<typeof leads.$inferInsert, "id" | "leadNumber" | "createdAt" | "updatedAt" | "searchText">;

/** Insert one lead after checking its lookup values, with its audit row, in one transaction. */
async function insertLead(db: Db, actor: AuditActor, values: NewLead & LookupValues, via: "capture" | "form"): Promise<Lead> {
  return db.transaction(async (tx) => {
    await assertLeadLookups(tx as unknown as Db, values);
    const [row] = await tx.insert(leads).values(values).returning(leadColumns);
    // A lead entered as Converted has its client record, as Convert would make it.
    const linked = row!.leadStatus === CONVERTED_STATUS ? await linkLeadClient(tx as unknown as Db, row!) : undefined;
    const entries: AuditEntry[] = [{ action: "lead.create", entity: "lead", entityId: row!.id, details: { via } }];
    if (linked?.audit) entries.push(linked.audit);
    await recordAudit({ db: tx as unknown as Db, actor, entries });
    return toLead(linked?.row ?? row!);
  });
}

/** A lead from the full form (/admin/leads/create). */
export function createLead(options: { db: Db; input: LeadForm; actor: AuditActor }): Promise<Lead> {
  return insertLead(options.db, options.actor, options.input, "form");
}

/**
 * A lead from the capture form: its service choice stored as the lookup name it stands for, and
 * the defaults for the full form's category, source and status (checklist B-01).
 */
export function captureLead(options: { db: Db; input: CaptureLead; actor: AuditActor }): Promise<Lead> {
  const { serviceType, ...input } = options.input;
  const service = CAPTURE_SERVICE_TYPES.find((s) => s.value === serviceType)!.serviceType;
  return insertLead(
    options.db,
    options.actor,
    {
      ...input,
      serviceType: service,
      clientCategory: LEAD_DEFAULTS.clientCategory,
      source: LEAD_DEFAULTS.source,
      leadStatus: LEAD_DEFAULTS.leadStatus,
    },
    "capture",
  );
}
