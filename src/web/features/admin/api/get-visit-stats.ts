import { queryOptions } from "@tanstack/react-query";
import type { VisitStats } from "@shared/visit-stats";
import { apiFetch } from "~/lib/api";

/**
 * GET /api/admin/visits: visitor totals, per-page and per-day figures. Read once per visit of the
 * page (no retries): on failure the dashboard shows zeros at once (spec 000 §7).
 */
export const visitStatsQuery = queryOptions({
  queryKey: ["admin", "visits"],
  queryFn: () => apiFetch<VisitStats>("/api/admin/visits"),
  retry: false,
});
