import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvoiceDetail } from "@shared/schemas/invoices";
import type { RefundInput, RefundResult } from "@shared/schemas/refunds";
import { apiFetch } from "~/lib/api";
import { invoiceQuery, invoicesQueryKey } from "./invoices";

// Refunds of card payments (decision 076): POST /api/admin/invoices/{id}/refunds and
// /refunds/{refund}/retry answer the invoice as it is now and the refund; the cached invoice is
// replaced, and the list and its cards read again.

export type RefundAction = { kind: "refund"; body: RefundInput } | { kind: "retry"; refundId: string };

export function useRefundAction(invoiceId: string) {
  const queryClient = useQueryClient();
  const base = `/api/admin/invoices/${encodeURIComponent(invoiceId)}/refunds`;
  return useMutation({
    mutationFn: (action: RefundAction) =>
      action.kind === "refund"
        ? apiFetch<RefundResult>(base, { body: action.body })
        : apiFetch<RefundResult>(`${base}/${encodeURIComponent(action.refundId)}/retry`, { body: {} }),
    onSuccess: (result) => {
      queryClient.setQueryData(invoiceQuery(invoiceId).queryKey, { invoice: result.invoice } satisfies InvoiceDetail);
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === "list" || q.queryKey[2] === "stats", queryKey: invoicesQueryKey });
    },
  });
}
