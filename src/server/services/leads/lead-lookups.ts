import { sql } from "drizzle-orm";
import { LEAD_LOOKUP_FIELDS, type LeadForm, type LeadLookups } from "../../../shared/schemas/leads";
import { queryRows, type Db } from "../../db/client";
import { AppError } from "../../errors";

type LookupField = keyof typeof LEAD_LOOKUP_FIELDS;

/** The field labels of the lookup messages. */
const LABELS: Record<LookupField, string> = {
  serviceType: "Service type",
  clientCategory: "Client category",
  source: "Source",
  leadStatus: "Lead status",
};

/** The lookup tables' names, each list ordered by name (case-insensitive). */
export async function listLeadLookups(options: { db: Db }): Promise<LeadLookups> {
  const rows = await queryRows<{ list: keyof LeadLookups; name: string }>(
    options.db,
    sql`select list, name from (
          select 'serviceTypes' as list, name from service_types
          union all select 'clientCategories', name from client_categories
          union all select 'leadSources', name from lead_sources
          union all select 'leadStatuses', name from lead_statuses
        ) lookups order by lower(name), name`,
  );
  const lookups: LeadLookups = { serviceTypes: [], clientCategories: [], leadSources: [], leadStatuses: [] };
  for (const row of rows) lookups[row.list].push(row.name);
  return lookups;
}

/**
 * Check that each lookup value names a row of its table, or throw a 400 naming every field that
 * does not. The rows found stay locked (KEY SHARE) until the caller's transaction ends, so the
 * insert or update that follows cannot meet a foreign key violation.
 */
export async function assertLeadLookups(db: Db, values: Pick<LeadForm, LookupField>): Promise<void> {
  const [found] = await queryRows<Record<LookupField, boolean>>(
    db,
    sql`with s as (select 1 from service_types where name = ${values.serviceType} for key share),
             c as (select 1 from client_categories where name = ${values.clientCategory} for key share),
             o as (select 1 from lead_sources where name = ${values.source} for key share),
             l as (select 1 from lead_statuses where name = ${values.leadStatus} for key share)
        select exists (select 1 from s) as "serviceType", exists (select 1 from c) as "clientCategory",
               exists (select 1 from o) as "source", exists (select 1 from l) as "leadStatus"`,
  );
  const fields: Record<string, string> = {};
  for (const field of Object.keys(LABELS) as LookupField[]) {
    if (!found![field]) fields[field] = `${LABELS[field]} must be one of the offered choices`;
  }
  if (Object.keys(fields).length) throw AppError.validation(fields);
}
