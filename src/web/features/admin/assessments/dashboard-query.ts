import { ASSESSMENT_SORTS, DATE_RANGES, SORT_DIRS } from "@shared/schemas/admin-assessments";
import { PROPERTY_TYPES, SERVICE_TYPES } from "@shared/options/assessment";

export type DateRange = (typeof DATE_RANGES)[number];
export type SortKey = (typeof ASSESSMENT_SORTS)[number];
export type SortDir = (typeof SORT_DIRS)[number];

/** What the address bar holds for the dashboard (every field with its default filled in). */
export type DashboardQuery = {
  search: string;
  propertyType: string;
  serviceType: string;
  range: DateRange;
  sort: SortKey;
  dir: SortDir;
  page: number;
};

export const DEFAULT_QUERY: DashboardQuery = { search: "", propertyType: "", serviceType: "", range: "all", sort: "submitted_at", dir: "desc", page: 1 };

/** The direction a column starts with when first chosen: newest first for dates, A to Z for text. */
export const defaultDir = (sort: SortKey): SortDir => (sort === "submitted_at" ? "desc" : "asc");

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const PROPERTY_VALUES = PROPERTY_TYPES.map((t) => t.value as string);
const SERVICE_VALUES = SERVICE_TYPES.map((t) => t.value as string);

/** Read the dashboard's query from the address; unknown or malformed values fall back to the defaults. */
export function parseDashboardQuery(params: URLSearchParams): DashboardQuery {
  const sort = oneOf(ASSESSMENT_SORTS, params.get("sort"), DEFAULT_QUERY.sort);
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    propertyType: oneOf(PROPERTY_VALUES, params.get("propertyType"), ""),
    serviceType: oneOf(SERVICE_VALUES, params.get("serviceType"), ""),
    range: oneOf(DATE_RANGES, params.get("range"), DEFAULT_QUERY.range),
    sort,
    dir: oneOf(SORT_DIRS, params.get("dir"), defaultDir(sort)),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The address's query for `query`: defaults are left out, so the plain /admin stays plain. */
export function filtersToParams(query: DashboardQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.propertyType) params.set("propertyType", query.propertyType);
  if (query.serviceType) params.set("serviceType", query.serviceType);
  if (query.range !== DEFAULT_QUERY.range) params.set("range", query.range);
  if (query.sort !== DEFAULT_QUERY.sort || query.dir !== defaultDir(query.sort)) {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  if (query.page !== 1) params.set("page", String(query.page));
  return params;
}

/** Apply a change: any change other than the page itself starts again on page 1. */
export function changeQuery(query: DashboardQuery, change: Partial<DashboardQuery>): DashboardQuery {
  const next = { ...query, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** True when any filter narrows the list (sort and page do not). */
export const hasFilters = (q: DashboardQuery) => Boolean(q.search || q.propertyType || q.serviceType || q.range !== "all");
