import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { IncidentDetail, IncidentFormInput, IncidentList, IncidentSaved } from "@shared/schemas/incidents";
import { apiFetch } from "~/lib/api";

// The register of confidentiality incidents (/api/admin/incidents, decision 055).
const BASE = "/api/admin/incidents";
const key = ["admin", "incidents"] as const;

/** The CSV of the whole register (a download link). */
export const INCIDENTS_CSV_URL = `${BASE}/export.csv`;

export const incidentsQuery = () => queryOptions({ queryKey: key, queryFn: () => apiFetch<IncidentList>(BASE) });

export const incidentQuery = (id: string) =>
  queryOptions({ queryKey: [...key, id], queryFn: () => apiFetch<IncidentDetail>(`${BASE}/${encodeURIComponent(id)}`), retry: false });

/** POST /api/admin/incidents (201). */
export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IncidentFormInput) => apiFetch<IncidentSaved>(BASE, { body }),
    onSuccess: ({ incident }) => {
      queryClient.setQueryData([...key, incident.id], incident);
      return queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}

/** PUT /api/admin/incidents/{id}: the whole entry. */
export function useUpdateIncident(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IncidentFormInput) => apiFetch<IncidentSaved>(`${BASE}/${encodeURIComponent(id)}`, { method: "PUT", body }),
    onSuccess: ({ incident }) => {
      queryClient.setQueryData([...key, id], incident);
      return queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
