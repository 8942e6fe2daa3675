import { sql } from "drizzle-orm";
import { ADD_ON_OPTIONS, labelOf, PREFERRED_INGREDIENTS, PROPERTY_TYPES, SERVICE_TYPES } from "../../../shared/options/assessment";
import type { AssessmentExportRow, AssessmentFilters } from "../../../shared/schemas/admin-assessments";
import { queryRows, type Db } from "../../db/client";
import { afterCursor, filterCondition, orderBy, sortKeySelect } from "./assessment-query";
import { BUSINESS_TIME_ZONE } from "../../../shared/business-time";

type ExportRow = {
  id: string;
  sortKey: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  propertyType: string[];
  serviceType: string[];
  addOnOptions: string[];
  pets: boolean;
  petType: string | null;
  preferredIngredients: string;
  specialRequirements: string | null;
  submittedAt: string;
};

const labels = (options: readonly { value: string; label: string }[], values: string[]) => values.map((v) => labelOf(options, v)).join("; ");

/** Special requirements without angle brackets or quotes (double and single). */
export const cleanSpecialRequirements = (s: string | null) => (s ?? "").replace(/[<>"']/g, "");

/** The export's cells of one assessment (ASSESSMENT_EXPORT_COLUMNS), labels instead of stored values. */
function exportCells(r: ExportRow): AssessmentExportRow {
  return [
    r.fullName,
    r.email,
    r.phoneNumber,
    labels(PROPERTY_TYPES, r.propertyType),
    labels(SERVICE_TYPES, r.serviceType),
    labels(ADD_ON_OPTIONS, r.addOnOptions),
    r.pets ? "Yes" : "No",
    r.petType ?? "",
    labelOf(PREFERRED_INGREDIENTS, r.preferredIngredients),
    cleanSpecialRequirements(r.specialRequirements),
    r.submittedAt,
  ];
}

/**
 * The export's rows for the filters, in the list's order, read in batches that continue after
 * the last row sent (keyset), so memory stays flat whatever the number of rows.
 */
export async function* exportAssessments(options: { db: Db; filters: AssessmentFilters; batchSize?: number }): AsyncGenerator<AssessmentExportRow[]> {
  const { db, filters, batchSize = 1000 } = options;
  const where = filterCondition(filters);
  let cursor: { key: string; id: string } | undefined;
  for (;;) {
    const rows = await queryRows<ExportRow>(
      db,
      sql`select id, ${sortKeySelect(filters)} as "sortKey", full_name as "fullName", email, phone_number as "phoneNumber",
                 property_type as "propertyType", service_type as "serviceType", add_on_options as "addOnOptions",
                 pets, pet_type as "petType", preferred_ingredients as "preferredIngredients",
                 special_requirements as "specialRequirements",
                 to_char(submitted_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') as "submittedAt"
          from job_assessments
          where ${where} ${cursor ? sql`and ${afterCursor(filters, cursor)}` : sql``}
          order by ${orderBy(filters)} limit ${batchSize}`,
    );
    if (rows.length) yield rows.map(exportCells);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { key: last.sortKey, id: last.id };
  }
}
