import { sql } from "drizzle-orm";
import {
  ADMIN_ASSESSMENTS_PAGE_SIZE,
  type AdminAssessmentList,
  type AdminAssessmentRow,
  type AssessmentListQuery,
} from "../../../shared/schemas/admin-assessments";
import { queryRows, type Db } from "../../db/client";
import { filterCondition, orderBy } from "./assessment-query";
import { getAssessmentStats } from "./assessment-stats";

/** The columns of a list row, camelCase, the time as ISO text. */
export const ROW_COLUMNS = sql`id, full_name as "fullName", phone_number as "phoneNumber", email, property_address as "propertyAddress",
  postcode, property_type as "propertyType", property_size as "propertySize", service_type as "serviceType",
  add_on_options as "addOnOptions", frequency, custom_frequency as "customFrequency", pets, pet_type as "petType",
  preferred_ingredients as "preferredIngredients", special_requirements as "specialRequirements", client_id as "clientId", language,
  to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "submittedAt"`;

/** Property and service type values present in the data, sorted (kept by triggers, no scan). */
async function presentValues(db: Db): Promise<{ propertyTypes: string[]; serviceTypes: string[] }> {
  const rows = await queryRows<{ facet: string; value: string }>(
    db,
    sql`select facet, value from assessment_facets group by facet, value having sum(n) > 0 order by value`,
  );
  return {
    propertyTypes: rows.filter((r) => r.facet === "property_type").map((r) => r.value),
    serviceTypes: rows.filter((r) => r.facet === "service_type").map((r) => r.value),
  };
}

/** Whether the query narrows the rows at all (else the filtered count is the total). */
const hasFilters = (q: AssessmentListQuery) => Boolean(q.search || q.propertyType || q.serviceType || q.range !== "all");

/** One page of assessments with the filters, the dashboard's stat cards and the filter options. */
export async function listAssessments(options: { db: Db; query: AssessmentListQuery }): Promise<AdminAssessmentList> {
  const { db, query } = options;
  const where = filterCondition(query);
  const pageSize = ADMIN_ASSESSMENTS_PAGE_SIZE;
  const [items, counts, filtered, facets] = await Promise.all([
    queryRows<AdminAssessmentRow>(
      db,
      sql`select ${ROW_COLUMNS} from job_assessments where ${where} order by ${orderBy(query)} limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
    ),
    getAssessmentStats({ db }),
    hasFilters(query)
      ? queryRows<{ n: number }>(db, sql`select count(*)::int as n from job_assessments where ${where}`).then(([r]) => Number(r!.n))
      : undefined,
    presentValues(db),
  ]);
  const stats = { ...counts, filtered: filtered ?? counts.total };
  return { items, total: stats.filtered, page: query.page, pageSize, stats, facets };
}
