import { sql, type SQL } from "drizzle-orm";
import type { AssessmentFilters } from "../../../shared/schemas/admin-assessments";
import { BUSINESS_TIME_ZONE } from "../../../shared/business-time";
import { searchCondition } from "../common/text-search";

// The SQL pieces the admin list and the CSV export share: one WHERE for the filters, one ORDER BY
// (always ending in the id, so pages are stable and the export can continue after a row).

/** The start of the date range, as SQL; undefined for all time. */
function rangeStart(range: AssessmentFilters["range"]): SQL | undefined {
  switch (range) {
    case "today":
      return sql`(date_trunc('day', now() at time zone ${BUSINESS_TIME_ZONE}) at time zone ${BUSINESS_TIME_ZONE})`;
    case "week":
      return sql`(now() - interval '7 days')`;
    case "month":
      return sql`(now() - interval '1 month')`;
    default:
      return undefined;
  }
}

/** The filters as one SQL condition (`true` when there are none). */
export function filterCondition(f: Omit<AssessmentFilters, "sort" | "dir">): SQL {
  const parts: SQL[] = [];
  // search_text holds the name, e-mail, phone and the phone's digits, lower-cased, on a trigram index.
  if (f.search) parts.push(searchCondition(sql`search_text`, f.search));
  if (f.propertyType) parts.push(sql`property_type @> array[${f.propertyType}]::text[]`);
  if (f.serviceType) parts.push(sql`service_type @> array[${f.serviceType}]::text[]`);
  const start = rangeStart(f.range);
  if (start) parts.push(sql`submitted_at >= ${start}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The sort key of each order (matching the indexes of job_assessments). */
const SORT_KEY = {
  submitted_at: sql`submitted_at`,
  full_name: sql`lower(full_name)`,
  email: sql`email`,
} as const;

export function orderBy(f: Pick<AssessmentFilters, "sort" | "dir">): SQL {
  const dir = f.dir === "asc" ? sql`asc` : sql`desc`;
  return sql`${SORT_KEY[f.sort]} ${dir}, id ${dir}`;
}

/** Rows after `cursor` (the sort key and id of the last row sent) in the order of `f`. */
export function afterCursor(f: Pick<AssessmentFilters, "sort" | "dir">, cursor: { key: string; id: string }): SQL {
  const key = f.sort === "submitted_at" ? sql`${cursor.key}::timestamptz` : sql`${cursor.key}`;
  return f.dir === "asc" ? sql`(${SORT_KEY[f.sort]}, id) > (${key}, ${cursor.id}::uuid)` : sql`(${SORT_KEY[f.sort]}, id) < (${key}, ${cursor.id}::uuid)`;
}

/** The sort key of a row as text, for `afterCursor` (timestamps at full precision). */
export function sortKeySelect(f: Pick<AssessmentFilters, "sort">): SQL {
  return f.sort === "submitted_at" ? sql`to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : SORT_KEY[f.sort];
}
