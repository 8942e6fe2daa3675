import { queryOptions } from "@tanstack/react-query";
import type { VisitStats } from "@shared/schemas/visit";
import { apiFetch } from "~/lib/api";
import { readVisitStats } from "./read-visit-stats";

/**
 * GET /api/admin/visits: visitor totals, per-page and per-day figures. Read once per visit of the
 * page (no retries): on failure the dashboard shows zeros at once (spec 000 §7). A figure missing
 * from the answer is shown as a dash.
 */
export const visitStatsQuery = queryOptions({
  queryKey: ["admin", "visits"],
  queryFn: async () => readVisitStats(await apiFetch<VisitStats>("/api/admin/visits")),
  retry: false,
});
