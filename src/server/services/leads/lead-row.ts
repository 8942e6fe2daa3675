import { getTableColumns } from "drizzle-orm";
import { formatLeadRef } from "../../../shared/options/leads";
import type { Lead } from "../../../shared/schemas/leads";
import { leads } from "../../db/schema/index";

// How a leads row becomes the API's Lead: camelCase, times as ISO text, the reference as LD-00042.

const { searchText: _searchText, anonymizedAt: _anonymizedAt, ...leadColumnSet } = getTableColumns(leads);

/** The columns a Lead is made from (everything but the search column and the retention mark). */
export const leadColumns = leadColumnSet;

export type LeadRow = { [K in keyof typeof leadColumns]: (typeof leads.$inferSelect)[K] };

export function toLead(row: LeadRow): Lead {
  const { leadNumber, createdAt, updatedAt, ...rest } = row;
  return { ...rest, leadId: formatLeadRef(leadNumber), createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
