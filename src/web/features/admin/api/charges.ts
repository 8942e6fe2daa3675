import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvoiceDetail } from "@shared/schemas/invoices";
import { apiFetch } from "~/lib/api";
import { invoiceQuery, invoicesQueryKey } from "./invoices";

// Automatic payment (decision 074): POST /api/admin/invoices/{id}/charges/{attempt}/close closes a
// charge Stripe could not account for; the answer is the invoice as it is now.

export function useCloseCharge(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: number) => apiFetch<InvoiceDetail>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/charges/${attempt}/close`, { body: {} }),
    onSuccess: (detail) => {
      queryClient.setQueryData(invoiceQuery(invoiceId).queryKey, detail);
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === "list", queryKey: invoicesQueryKey });
    },
  });
}
