import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientConsent, StaffConsentInput } from "@shared/schemas/consents";
import { apiFetch } from "~/lib/api";

// A client's consent to news and offers (/api/admin/clients/{id}/consent, decision 057).
const url = (clientId: string) => `/api/admin/clients/${encodeURIComponent(clientId)}/consent`;
const key = (clientId: string) => ["admin", "clients", "consent", clientId] as const;

/** GET: the state now and the ledger's records. */
export const clientConsentQuery = (clientId: string) => queryOptions({ queryKey: key(clientId), queryFn: () => apiFetch<ClientConsent>(url(clientId)) });

/** POST: a consent given or withdrawn by phone, recorded by staff (201 with the new state). */
export function useRecordConsent(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffConsentInput) => apiFetch<ClientConsent>(url(clientId), { body: input }),
    onSuccess: (consent) => queryClient.setQueryData(key(clientId), consent),
  });
}
