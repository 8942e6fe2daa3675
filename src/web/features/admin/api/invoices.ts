import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreditNoteInput,
  InvoiceCreateInput,
  InvoiceDetail,
  InvoiceEditInput,
  InvoiceFromQuoteInput,
  InvoiceIssueInput,
  InvoiceList,
  InvoiceListQuery,
  InvoiceStats,
  InvoiceVoidInput,
  PaymentInput,
} from "@shared/schemas/invoices";
import { apiFetch } from "~/lib/api";
import { apiListParams } from "../list-kit/list-query";
import { quotesQueryKey } from "./quotes";

// The admin invoice API (/api/admin/invoices). Every change answers the whole invoice: it replaces
// the cached copy, and the list, its cards and the quotes (which list their invoices) are read again.
const BASE = "/api/admin/invoices";
export const invoicesQueryKey = ["admin", "invoices"] as const;
const listKey = [...invoicesQueryKey, "list"] as const;
const statsKey = [...invoicesQueryKey, "stats"] as const;
const detailKey = (id: string) => [...invoicesQueryKey, "detail", id] as const;
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET /api/admin/invoices: one page of 50, newest first, by status and search. */
export const invoicesQuery = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: [...listKey, query],
    queryFn: () => apiFetch<InvoiceList>(`${BASE}?${apiListParams(query)}`),
  });

/** GET /api/admin/invoices/stats: the list's cards and the aging strip. */
export const invoiceStatsQuery = () => queryOptions({ queryKey: statsKey, queryFn: () => apiFetch<InvoiceStats>(`${BASE}/stats`) });

/** GET /api/admin/invoices/{id}: the invoice with its payments, credits and timeline; 404 for an unknown id. */
export const invoiceQuery = (id: string) => queryOptions({ queryKey: detailKey(id), queryFn: () => apiFetch<InvoiceDetail>(one(id)) });

/** The PDF as staff see it; `download` asks for it as an attachment. */
export const invoicePdfUrl = (id: string, download = false) => `${one(id)}/pdf${download ? "?download=1" : ""}`;

function useSaved() {
  const queryClient = useQueryClient();
  return (detail: InvoiceDetail) => {
    queryClient.setQueryData(detailKey(detail.invoice.id), detail);
    return Promise.all([
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === "list" || q.queryKey[2] === "stats", queryKey: invoicesQueryKey }),
      detail.invoice.quoteId ? queryClient.invalidateQueries({ queryKey: [...quotesQueryKey, "detail", detail.invoice.quoteId] }) : null,
    ]);
  };
}

/** POST /api/admin/invoices: 201 with the new draft. */
export function useCreateInvoice() {
  const onSuccess = useSaved();
  return useMutation({ mutationFn: (invoice: InvoiceCreateInput) => apiFetch<InvoiceDetail>(BASE, { body: invoice }), onSuccess });
}

/** POST /api/admin/invoices/from-quote: 201 with a draft holding an accepted quote's lines. */
export function useInvoiceFromQuote() {
  const onSuccess = useSaved();
  return useMutation({ mutationFn: (body: InvoiceFromQuoteInput) => apiFetch<InvoiceDetail>(`${BASE}/from-quote`, { body }), onSuccess });
}

/** PUT /api/admin/invoices/{id}: a draft only (409 otherwise). */
export function useUpdateInvoice(id: string) {
  const onSuccess = useSaved();
  return useMutation({ mutationFn: (invoice: InvoiceEditInput) => apiFetch<InvoiceDetail>(one(id), { method: "PUT", body: invoice }), onSuccess });
}

export type InvoiceAction =
  | { kind: "issue"; body: InvoiceIssueInput }
  | { kind: "resend" }
  | { kind: "void"; body: InvoiceVoidInput }
  | { kind: "credits"; body: CreditNoteInput }
  | { kind: "payments"; body: PaymentInput };

/** POST /api/admin/invoices/{id}/issue, /resend, /void, /credits and /payments: each answers the invoice as it is now (409 when refused). */
export function useInvoiceAction(id: string) {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: (action: InvoiceAction) => apiFetch<InvoiceDetail>(`${one(id)}/${action.kind}`, { body: "body" in action ? action.body : {} }),
    onSuccess,
  });
}
