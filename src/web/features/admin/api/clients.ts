import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientDetail, ClientDraft, ClientFormInput, ClientList, ClientListQuery } from "@shared/schemas/clients";
import { apiFetch } from "~/lib/api";
import { apiListParams } from "../list-kit/list-query";

// The Clients Hub's API (/api/admin/clients). The list and each client are cached under separate
// keys; a saved client replaces its cached copy and the list is read again.
const BASE = "/api/admin/clients";
export const clientsQueryKey = ["admin", "clients"] as const;
const listKey = [...clientsQueryKey, "list"] as const;
const detailKey = (id: string) => [...clientsQueryKey, "detail", id] as const;

/** GET /api/admin/clients: one page of 50, newest first or by name, with the total. */
export const clientsQuery = (query: ClientListQuery) =>
  queryOptions({
    queryKey: [...listKey, query],
    queryFn: () => apiFetch<ClientList>(`${BASE}?${apiListParams(query)}`),
  });

/** GET /api/admin/clients/{id}: 404 for an unknown id (not retried). */
export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: detailKey(id),
    queryFn: () => apiFetch<ClientDetail>(`${BASE}/${encodeURIComponent(id)}`),
  });

/** GET /api/admin/clients/from-assessment/{id}: the create form's starting values. */
export const clientDraftQuery = (assessmentId: string) =>
  queryOptions({
    queryKey: [...clientsQueryKey, "draft", assessmentId],
    queryFn: () => apiFetch<ClientDraft>(`${BASE}/from-assessment/${encodeURIComponent(assessmentId)}`),
    // The draft is read when the form opens; a later read must not reset what staff typed.
    staleTime: Infinity,
  });

/** POST /api/admin/clients: 201 with the new client; 409 when the e-mail already has one. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: ClientFormInput) => apiFetch<ClientDetail>(BASE, { body: client }),
    onSuccess: (client) => {
      queryClient.setQueryData(detailKey(client.id), client);
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** PUT /api/admin/clients/{id}: the whole form; addresses left out are removed. */
export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (client: ClientFormInput) => apiFetch<ClientDetail>(`${BASE}/${encodeURIComponent(id)}`, { method: "PUT", body: client }),
    onSuccess: (client) => {
      queryClient.setQueryData(detailKey(id), client);
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
