import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminPrivacyRequestList, PrivacyErasure, PrivacyListQuery, PrivacyRequestView, StaffPrivacyRequestInput } from "@shared/schemas/privacy";
import { apiFetch } from "~/lib/api";

// The admin's privacy requests (/api/admin/privacy, issue 28): the queue, recording one, answering
// one, carrying out a deletion; each change reads the queue again.
const BASE = "/api/admin/privacy";
const key = ["admin", "privacy"] as const;

export const privacyRequestsQuery = (status: PrivacyListQuery["status"]) =>
  queryOptions({ queryKey: [...key, status], queryFn: () => apiFetch<AdminPrivacyRequestList>(`${BASE}/requests?status=${status}`) });

/** A client's archive (GET, a ZIP): the browser saves it from a link. */
export const clientArchivePath = (clientId: string) => `${BASE}/clients/${encodeURIComponent(clientId)}/export`;

function useChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

/** POST /requests: 201; 409 while the client has one of that kind open. */
export const useRecordRequest = () => useChange((body: StaffPrivacyRequestInput) => apiFetch<PrivacyRequestView>(`${BASE}/requests`, { body }));

/** POST /requests/{id}/done (a note) or /refuse (a reason); 409 once answered, or done for a deletion. */
export const useAnswerRequest = () =>
  useChange(({ id, outcome, text }: { id: string; outcome: "done" | "refuse"; text: string }) =>
    apiFetch<PrivacyRequestView>(`${BASE}/requests/${encodeURIComponent(id)}/${outcome}`, { body: outcome === "done" ? { note: text } : { reason: text } }),
  );

/** POST /requests/{id}/erase: the client's information erased, the request done; 409 for what cannot be. */
export const useEraseRequest = () =>
  useChange((id: string) => apiFetch<PrivacyErasure>(`${BASE}/requests/${encodeURIComponent(id)}/erase`, { method: "POST" }));
