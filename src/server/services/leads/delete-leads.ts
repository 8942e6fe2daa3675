import { formatLeadRef } from "../../../shared/options/leads";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema/index";
import { bulkDelete } from "../common/bulk-delete";
import type { AuditActor } from "../common/record-audit";

/**
 * Delete leads in bulk (bulk-delete.ts). The 'lead.delete' audit row keeps the reference and the
 * creation time, not the contact details the deletion removes. A client made from a lead stays,
 * unlinked.
 */
export const deleteLeads = (options: { db: Db; ids: string[]; actor: AuditActor }) =>
  bulkDelete(
    {
      table: leads,
      id: leads.id,
      action: "lead.delete",
      entity: "lead",
      kept: { leadNumber: leads.leadNumber, createdAt: leads.createdAt },
      details: (row) => ({ leadId: formatLeadRef(row.leadNumber), createdAt: row.createdAt.toISOString() }),
    },
    options,
  );
