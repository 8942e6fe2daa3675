import { queryOptions } from "@tanstack/react-query";
import type { AdminAssessmentList, AssessmentListQuery } from "@shared/schemas/admin-assessments";
import { apiFetch } from "~/lib/api";
import { readAssessmentList } from "./read-assessment-list";
import { apiListParams } from "../list-kit/list-query";

export const assessmentsQueryKey = ["admin", "assessments"] as const;
/** POST { ids } here to delete assessments (the list kit's bulk delete). */
export const deleteAssessmentsEndpoint = "/api/admin/assessments/delete";

const withQuery = (path: string, params: URLSearchParams) => (params.toString() ? `${path}?${params}` : path);

/**
 * GET /api/admin/assessments: one page of the list with the stat cards and the filter options.
 * Uses the query client's retry rule: a 4xx answer is not retried, a 5xx or a network failure is.
 * A part missing from the answer is shown as a gap (read-assessment-list.ts).
 */
export const assessmentsQuery = (query: AssessmentListQuery) =>
  queryOptions({
    queryKey: [...assessmentsQueryKey, query],
    queryFn: async () => readAssessmentList(await apiFetch<AdminAssessmentList>(withQuery("/api/admin/assessments", apiListParams(query)))),
  });

/** GET /api/admin/assessments/export.csv with the current filters and order (no page). */
export const exportCsvUrl = (query: AssessmentListQuery) => withQuery("/api/admin/assessments/export.csv", apiListParams(query, ["page"]));
