import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ServiceScheduleCreateInput, ServiceScheduleDetail } from "@shared/schemas/service-schedules";
import type {
  ServiceVisitCancelInput,
  ServiceVisitCompleteInput,
  ServiceVisitCreateInput,
  ServiceVisitDetail,
  ServiceVisitBatchInvoiceInput,
  ServiceVisitInvoiced,
  ServiceVisitList,
  ServiceVisitListQuery,
  ServiceVisitMissInput,
  ServiceVisitRange,
  ServiceVisitStaff,
  ServiceVisitUpdateInput,
  ServiceVisitsInvoiced,
} from "@shared/schemas/service-visits";
import { weekItem } from "@shared/schemas/service-visits";
import { apiFetch } from "~/lib/api";
import { apiListParams } from "../list-kit/list-query";

// The admin visits API (/api/admin/service-visits, and /api/admin/service-schedules for a visit
// that repeats). Every change answers the whole visit: it replaces the cached copy, and the week
// view and the list are read again.
const BASE = "/api/admin/service-visits";
export const visitsQueryKey = ["admin", "service-visits"] as const;
const detailKey = (id: string) => [...visitsQueryKey, "detail", id] as const;
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET /api/admin/service-visits: one page of 50, latest first, by status and search. */
export const visitsQuery = (query: ServiceVisitListQuery) =>
  queryOptions({ queryKey: [...visitsQueryKey, "list", query], queryFn: () => apiFetch<ServiceVisitList>(`${BASE}?${apiListParams(query)}`) });

/** GET /api/admin/service-visits/range: every visit from `from` to `to` (both included), by day and window, read as the cards read them. */
export const visitRangeQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...visitsQueryKey, "range", from, to],
    queryFn: async () => {
      const range = await apiFetch<ServiceVisitRange>(`${BASE}/range?${new URLSearchParams({ from, to })}`);
      return { visits: range.visits.map(weekItem), load: range.load.map(([userId, name, visits, minutes]) => ({ userId, name, visits, minutes })) };
    },
  });

/** GET /api/admin/service-visits/staff: the names a visit can be assigned. */
export const visitStaffQuery = () => queryOptions({ queryKey: [...visitsQueryKey, "staff"], queryFn: () => apiFetch<ServiceVisitStaff>(`${BASE}/staff`) });

/** GET /api/admin/service-visits/{id}: the visit and its timeline; 404 for an unknown id. */
export const visitQuery = (id: string) => queryOptions({ queryKey: detailKey(id), queryFn: () => apiFetch<ServiceVisitDetail>(one(id)) });

/** GET /api/admin/service-schedules/{id}: a repeating visit's schedule (how it repeats and is billed) and its next visits. */
export const scheduleQuery = (id: string) =>
  queryOptions({
    queryKey: [...visitsQueryKey, "schedule", id],
    queryFn: () => apiFetch<ServiceScheduleDetail>(`/api/admin/service-schedules/${encodeURIComponent(id)}`),
  });

function useSaved() {
  const queryClient = useQueryClient();
  return (detail?: ServiceVisitDetail) => {
    if (detail) queryClient.setQueryData(detailKey(detail.visit.id), detail);
    return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === "list" || q.queryKey[2] === "range", queryKey: visitsQueryKey });
  };
}

/** POST /api/admin/service-visits: 201 with the new visit (a date before today is a 400 on `date`). */
export function useScheduleVisit() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: ServiceVisitCreateInput) => apiFetch<ServiceVisitDetail>(BASE, { body }), onSuccess: saved });
}

/** POST /api/admin/service-schedules: 201 with the schedule and its first visits. */
export function useStartSchedule() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: ServiceScheduleCreateInput) => apiFetch<ServiceScheduleDetail>("/api/admin/service-schedules", { body }),
    onSuccess: () => saved(),
  });
}

/** PUT /api/admin/service-visits/{id}: move or edit a scheduled visit (409 otherwise). */
export function useUpdateVisit(id: string) {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: ServiceVisitUpdateInput) => apiFetch<ServiceVisitDetail>(one(id), { method: "PUT", body }), onSuccess: saved });
}

export type VisitAction =
  { kind: "cancel"; body: ServiceVisitCancelInput } | { kind: "complete"; body: ServiceVisitCompleteInput } | { kind: "miss"; body: ServiceVisitMissInput };

/** POST /api/admin/service-visits/{id}/cancel, /complete and /miss: each answers the visit as it is now (409 when refused). */
export function useVisitAction(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (action: VisitAction) => apiFetch<ServiceVisitDetail>(`${one(id)}/${action.kind}`, { body: action.body }),
    onSuccess: saved,
  });
}

/** POST /api/admin/service-visits/{id}/invoice: a draft invoice for a completed visit (409 when it already has one). */
export function useInvoiceVisit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ServiceVisitInvoiced>(`${one(id)}/invoice`, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "invoices"] }),
  });
}

/**
 * POST /api/admin/service-visits/invoice: draft invoices for chosen completed visits, one per client
 * and address, all or nothing (409 when one cannot be billed). Either way the list and the invoices
 * are read again: what is stored decides what can still be chosen.
 */
export function useInvoiceVisits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceVisitBatchInvoiceInput) => apiFetch<ServiceVisitsInvoiced>(`${BASE}/invoice`, { body }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: visitsQueryKey }), queryClient.invalidateQueries({ queryKey: ["admin", "invoices"] })]),
  });
}

/** POST /api/admin/service-visits/{id}/move-to-request: the visit moved to the day of the client's request, which closes it (409 when refused). */
export function useMoveToRequest(id: string) {
  const saved = useSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => apiFetch<ServiceVisitDetail>(`${one(id)}/move-to-request`, { body: { requestId } }),
    onSuccess: async (detail) => {
      await saved(detail);
      await queryClient.invalidateQueries({ queryKey: ["admin", "messaging"] });
    },
  });
}
