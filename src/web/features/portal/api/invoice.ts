import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PortalCheckout, PortalInvoiceDetail } from "@shared/portal";
import type { PortalCheckoutInput } from "@shared/schemas/checkout";
import { apiFetch } from "~/lib/api";

// One invoice of the signed-in client (/api/portal/invoices/{id}) and the ways to pay it.

export type PortalInvoiceView = PortalInvoiceDetail["invoice"];
export type PayingOptions = PortalInvoiceDetail["paying"];

const base = (id: string) => `/api/portal/invoices/${encodeURIComponent(id)}`;

/** GET /api/portal/invoices/{id}: the invoice and how it can be paid; 404 for another client's invoice. */
export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ["portal", "invoice", id] as const,
    queryFn: () => apiFetch<PortalInvoiceDetail>(base(id)),
  });

/**
 * POST .../etransfer-sent (202): the client says an Interac e-Transfer is on its way; the company
 * is told, and the invoice (and the list) are read again: they now say it is waiting for confirmation.
 */
export function useEtransferSent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${base(id)}/etransfer-sent`, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["portal"] }),
  });
}

/** POST .../checkout: a card checkout for the balance, with a tip for the crew in cents (0: none); answers the payment page to open. */
export const useCardCheckout = (id: string) =>
  useMutation({
    mutationFn: async (tipCents: number = 0) =>
      (await apiFetch<PortalCheckout>(`${base(id)}/checkout`, { body: { tipCents } satisfies PortalCheckoutInput })).url,
  });
