import { LEAD_LIMITS } from "@shared/schemas/leads";

/** What the address bar holds for the lead list (every field with its default filled in). */
export type LeadsQuery = { search: string; status: string; page: number };

export const DEFAULT_LEADS_QUERY: LeadsQuery = { search: "", status: "", page: 1 };

/** Read the list's query from the address; malformed values fall back to the defaults. */
export function parseLeadsQuery(params: URLSearchParams): LeadsQuery {
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    status: (params.get("status") ?? "").trim().slice(0, LEAD_LIMITS.lookup),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The address's query for `query`: defaults are left out, so the plain list address stays plain. */
export function leadsQueryToParams(query: LeadsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.status) params.set("status", query.status);
  if (query.page !== 1) params.set("page", String(query.page));
  return params;
}

/** Apply a change: any change other than the page itself starts again on page 1. */
export function changeLeadsQuery(query: LeadsQuery, change: Partial<LeadsQuery>): LeadsQuery {
  const next = { ...query, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** True when the search or the status narrows the list. */
export const hasLeadFilters = (q: LeadsQuery) => Boolean(q.search || q.status);
