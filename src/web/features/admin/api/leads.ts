import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkDeleteResult } from "@shared/schemas/bulk-delete";
import type { CaptureLeadInput, ConvertedLead, Lead, LeadFormInput, LeadList, LeadListQuery, LeadLookups } from "@shared/schemas/leads";
import { apiFetch } from "~/lib/api";
import { apiListParams } from "../list-kit/list-query";
import { clientsQueryKey } from "./clients";

// The admin leads API (/api/admin/leads). Lists, lookups and single leads are cached under
// separate keys, so a change to the list never re-reads a lead that was just deleted.
const BASE = "/api/admin/leads";
export const leadsQueryKey = ["admin", "leads"] as const;
export const leadListKey = [...leadsQueryKey, "list"] as const;
/** POST { ids } here to delete several leads (the list kit's bulk delete). */
export const deleteLeadsEndpoint = `${BASE}/delete`;
const detailKey = (id: string) => [...leadsQueryKey, "detail", id] as const;

/** GET /api/admin/leads: one page of 50, newest first, with the total. */
export const leadsQuery = (query: LeadListQuery) =>
  queryOptions({
    queryKey: [...leadListKey, query],
    queryFn: () => {
      const qs = apiListParams(query).toString();
      return apiFetch<LeadList>(`${BASE}${qs ? `?${qs}` : ""}`);
    },
  });

/** GET /api/admin/leads/lookups: the four lookup tables' names, each sorted by name. */
export const leadLookupsQuery = () =>
  queryOptions({
    queryKey: [...leadsQueryKey, "lookups"],
    queryFn: () => apiFetch<LeadLookups>(`${BASE}/lookups`),
  });

/** GET /api/admin/leads/{id}: 404 for an unknown id (not retried). */
export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: detailKey(id),
    queryFn: () => apiFetch<Lead>(`${BASE}/${encodeURIComponent(id)}`),
  });

/** POST /api/admin/leads/capture: the simple capture form. */
export function useCaptureLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: CaptureLeadInput) => apiFetch<Lead>(`${BASE}/capture`, { body: lead }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadListKey }),
  });
}

/** POST /api/admin/leads: the full form. */
export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: LeadFormInput) => apiFetch<Lead>(BASE, { body: lead }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadListKey }),
  });
}

/** PUT /api/admin/leads/{id}: the whole full form. */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: LeadFormInput) => apiFetch<Lead>(`${BASE}/${encodeURIComponent(id)}`, { method: "PUT", body: lead }),
    onSuccess: (lead) => {
      queryClient.setQueryData(detailKey(id), lead);
      return queryClient.invalidateQueries({ queryKey: leadListKey });
    },
  });
}

/** POST /api/admin/leads/{id}/convert: the lead becomes Converted and gets a client record (409 for a Lost lead). */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ConvertedLead>(`${BASE}/${encodeURIComponent(id)}/convert`, { body: {} }),
    onSuccess: ({ lead }) => queryClient.setQueryData(detailKey(lead.id), lead),
    // A refusal (a lead made Lost meanwhile) also shows the list as it now is; a new client joins the Clients Hub.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: leadListKey }), queryClient.invalidateQueries({ queryKey: clientsQueryKey })]),
  });
}

/** DELETE /api/admin/leads/{id}. */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<BulkDeleteResult>(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadListKey }),
  });
}
