import { sql } from "drizzle-orm";
import { PROPERTY_TYPES, SERVICE_TYPES } from "../../shared/options/assessment";
import {
  ADMIN_ASSESSMENTS_PAGE_SIZE,
  type AdminAssessmentList,
  type AdminAssessmentRow,
  type AssessmentListQuery,
} from "../../shared/schemas/admin-assessments";
import { queryRows, type Db } from "../db/client";
import { filterCondition, orderBy } from "./assessment-query";

/** The columns of a list row, camelCase, the time as ISO text. */
export const ROW_COLUMNS = sql`id, full_name as "fullName", phone_number as "phoneNumber", email, property_address as "propertyAddress",
  postcode, property_type as "propertyType", property_size as "propertySize", service_type as "serviceType",
  add_on_options as "addOnOptions", frequency, custom_frequency as "customFrequency", pets, pet_type as "petType",
  preferred_ingredients as "preferredIngredients", special_requirements as "specialRequirements",
  to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "submittedAt"`;

/**
 * Values of a list column present in the data, sorted. The stored values come from the option
 * list (the submit schema refuses others), so each is checked with an EXISTS on the GIN index
 * instead of unnesting every row.
 */
async function presentValues(db: Db, column: "property_type" | "service_type", values: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ v: string }>(
    db,
    sql`select v from unnest(array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]) as v
        where exists (select 1 from job_assessments where ${sql.raw(column)} @> array[v]) order by v`,
  );
  return rows.map((r) => r.v);
}

/** One page of assessments with the filters, the dashboard's stat cards and the filter options. */
export async function listAssessments(options: { db: Db; query: AssessmentListQuery }): Promise<AdminAssessmentList> {
  const { db, query } = options;
  const where = filterCondition(query);
  const pageSize = ADMIN_ASSESSMENTS_PAGE_SIZE;
  const [items, [counts], propertyTypes, serviceTypes] = await Promise.all([
    queryRows<AdminAssessmentRow>(
      db,
      sql`select ${ROW_COLUMNS} from job_assessments where ${where} order by ${orderBy(query)} limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
    ),
    // One pass for every count.
    queryRows<{
      total: number;
      thisWeek: number;
      withPets: number;
      filtered: number;
    }>(
      db,
      sql`select count(*)::int as total,
                 count(*) filter (where submitted_at >= now() - interval '7 days')::int as "thisWeek",
                 count(*) filter (where pets)::int as "withPets",
                 count(*) filter (where ${where})::int as filtered
          from job_assessments`,
    ),
    presentValues(
      db,
      "property_type",
      PROPERTY_TYPES.map((t) => t.value),
    ),
    presentValues(
      db,
      "service_type",
      SERVICE_TYPES.map((t) => t.value),
    ),
  ]);
  const stats = {
    total: Number(counts!.total),
    thisWeek: Number(counts!.thisWeek),
    withPets: Number(counts!.withPets),
    filtered: Number(counts!.filtered),
  };
  return {
    items,
    total: stats.filtered,
    page: query.page,
    pageSize,
    stats,
    facets: { propertyTypes, serviceTypes },
  };
}
