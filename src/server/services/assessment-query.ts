import { sql, type SQL } from "drizzle-orm";
import type { AssessmentFilters } from "../../shared/schemas/admin-assessments";
import { BUSINESS_TIME_ZONE } from "./record-visit";

// The SQL pieces the admin list and the CSV export share: one WHERE for the filters, one ORDER BY
// (always ending in the id, so pages are stable and the export can continue after a row).

/** Escape LIKE's wildcards so a search for "50%" or "a_b" means those characters. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Characters a typed phone number may hold besides digits. */
const PHONE_LIKE = /^[\d\s().+-]+$/;

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
  if (f.search) {
    // search_text holds the name, e-mail, phone and the phone's digits, lower-cased, on a trigram index.
    const matches = [sql`search_text like ${`%${likeEscape(f.search.toLowerCase())}%`}`];
    // 6135550100 finds 613-555-0100 and (613) 555-0100 finds it too: digits only when the search looks like a phone number.
    const digits = f.search.replace(/\D/g, "");
    if (digits && digits !== f.search && PHONE_LIKE.test(f.search)) matches.push(sql`search_text like ${`%${digits}%`}`);
    parts.push(matches.length > 1 ? sql`(${sql.join(matches, sql` or `)})` : matches[0]!);
  }
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
