import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PortalCardSetup, PortalPaymentMethod } from "@shared/portal-payment-method";
import type { AutopayInput } from "@shared/schemas/autopay";
import { apiFetch } from "~/lib/api";

// The signed-in client's card on file and automatic payment (decision 074). Under the portal's key:
// a change of the portal's language reads it again, with the agreement in that language.
const PATH = "/api/portal/payment-method";
const key = ["portal", "payment-method"] as const;

export const paymentMethodQuery = queryOptions({ queryKey: key, queryFn: () => apiFetch<PortalPaymentMethod>(PATH) });

/** POST .../setup: the secure page where a card is saved (the card arrives later, by the processor's event). */
export const useCardSetup = () => useMutation({ mutationFn: async () => (await apiFetch<PortalCardSetup>(`${PATH}/setup`, { body: {} })).url });

/** DELETE: the card is removed (and automatic payment, if on, turned off). */
export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<PortalPaymentMethod>(PATH, { method: "DELETE" }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}

/** PUT /api/portal/autopay: on (agreeing to the shown version) or off. */
export function useSetAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AutopayInput) => apiFetch<PortalPaymentMethod>("/api/portal/autopay", { method: "PUT", body: input }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
