import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  QuoteCreateInput,
  QuoteDetail,
  QuoteDraft,
  QuoteEditInput,
  QuoteList,
  QuoteListQuery,
  QuoteStats,
  StaffAcceptInput,
  VoidInput,
} from "@shared/schemas/quotes";
import { apiFetch } from "~/lib/api";
import { apiListParams } from "../list-kit/list-query";

// The admin quote API (/api/admin/quotes). Every change answers the whole quote: it replaces the
// cached copy, and the list and its cards are read again.
const BASE = "/api/admin/quotes";
export const quotesQueryKey = ["admin", "quotes"] as const;
const listKey = [...quotesQueryKey, "list"] as const;
const statsKey = [...quotesQueryKey, "stats"] as const;
const detailKey = (id: string) => [...quotesQueryKey, "detail", id] as const;
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET /api/admin/quotes: one page of 50, newest first, by status and search. */
export const quotesQuery = (query: QuoteListQuery) =>
  queryOptions({
    queryKey: [...listKey, query],
    queryFn: () => apiFetch<QuoteList>(`${BASE}?${apiListParams(query)}`),
  });

/** GET /api/admin/quotes/stats: the list's cards. */
export const quoteStatsQuery = () => queryOptions({ queryKey: statsKey, queryFn: () => apiFetch<QuoteStats>(`${BASE}/stats`) });

/** GET /api/admin/quotes/{id}: the quote with its timeline and acceptance; 404 for an unknown id. */
export const quoteQuery = (id: string) => queryOptions({ queryKey: detailKey(id), queryFn: () => apiFetch<QuoteDetail>(one(id)) });

/** GET /api/admin/quotes/from-assessment/{id}: what the builder starts from. */
export const quoteDraftQuery = (assessmentId: string) =>
  queryOptions({
    queryKey: [...quotesQueryKey, "draft", assessmentId],
    queryFn: () => apiFetch<QuoteDraft>(`${BASE}/from-assessment/${encodeURIComponent(assessmentId)}`),
    // Read when the builder opens; a later read must not reset what staff typed.
    staleTime: Infinity,
  });

/** The PDF as staff see it; `download` asks for it as an attachment. */
export const quotePdfUrl = (id: string, download = false) => `${one(id)}/pdf${download ? "?download=1" : ""}`;

function useSaved() {
  const queryClient = useQueryClient();
  return (detail: QuoteDetail) => {
    queryClient.setQueryData(detailKey(detail.quote.id), detail);
    return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] === "list" || q.queryKey[2] === "stats", queryKey: quotesQueryKey });
  };
}

/** POST /api/admin/quotes: 201 with the new draft. */
export function useCreateQuote() {
  const onSuccess = useSaved();
  return useMutation({ mutationFn: (quote: QuoteCreateInput) => apiFetch<QuoteDetail>(BASE, { body: quote }), onSuccess });
}

/** PUT /api/admin/quotes/{id}: a draft in place, a sent quote as its next version; 409 otherwise. */
export function useUpdateQuote(id: string) {
  const onSuccess = useSaved();
  return useMutation({ mutationFn: (quote: QuoteEditInput) => apiFetch<QuoteDetail>(one(id), { method: "PUT", body: quote }), onSuccess });
}

export type QuoteAction = { kind: "send" } | { kind: "resend" } | { kind: "void"; body: VoidInput } | { kind: "accept"; body: StaffAcceptInput };

/** POST /api/admin/quotes/{id}/send, /resend, /void and /accept: each answers the quote as it is now (409 when refused). */
export function useQuoteAction(id: string) {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: (action: QuoteAction) => apiFetch<QuoteDetail>(`${one(id)}/${action.kind}`, { body: "body" in action ? action.body : {} }),
    onSuccess,
  });
}
