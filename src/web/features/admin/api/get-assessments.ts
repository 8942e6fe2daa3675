import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminAssessmentList } from "@shared/schemas/admin-assessments";
import type { BulkDeleteResult } from "@shared/schemas/bulk-delete";
import { apiFetch } from "~/lib/api";
import { filtersToParams, type DashboardQuery } from "../assessments/dashboard-query";
import { readAssessmentList } from "../assessments/read-assessment-list";

export const assessmentsQueryKey = ["admin", "assessments"] as const;

/** The list's query string: the filters, sort and page, without the defaults. */
const queryString = (query: DashboardQuery, withPage: boolean) => {
  const params = filtersToParams(query);
  if (!withPage) params.delete("page");
  const s = params.toString();
  return s ? `?${s}` : "";
};

/**
 * GET /api/admin/assessments: one page of the list with the stat cards and the filter options.
 * Uses the query client's retry rule: a 4xx answer is not retried, a 5xx or a network failure is.
 * A part missing from the answer is shown as a gap (read-assessment-list.ts).
 */
export const assessmentsQuery = (query: DashboardQuery) =>
  queryOptions({
    queryKey: [...assessmentsQueryKey, query],
    queryFn: async () => readAssessmentList(await apiFetch<AdminAssessmentList>(`/api/admin/assessments${queryString(query, true)}`)),
  });

/** GET /api/admin/assessments/export.csv with the current filters and order (no page). */
export const exportCsvUrl = (query: DashboardQuery) => `/api/admin/assessments/export.csv${queryString(query, false)}`;

/** POST /api/admin/assessments/delete; afterwards the list and the cards are read again. */
export function useDeleteAssessments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch<BulkDeleteResult>("/api/admin/assessments/delete", { body: { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey }),
  });
}
