import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PortalQuoteDetail } from "@shared/portal";
import type { ChangeRequestInput, DeclineInput, PortalAcceptInput } from "@shared/schemas/quotes";
import { apiFetch } from "~/lib/api";
import { quotesQuery } from "./get-quotes";

// One quote of the signed-in client (/api/portal/quotes/{id}) and what the client can do with it.
// An accepted or declined quote replaces the cached copy, and the list is read again.

export type PortalQuoteView = PortalQuoteDetail["quote"];

const base = (id: string) => `/api/portal/quotes/${encodeURIComponent(id)}`;
const key = (id: string) => ["portal", "quote", id] as const;

/** GET /api/portal/quotes/{id}: the latest version; 404 for another client's quote (not retried). */
export const quoteQuery = (id: string) =>
  queryOptions({
    queryKey: key(id),
    queryFn: async () => (await apiFetch<PortalQuoteDetail>(base(id))).quote,
  });

function useQuoteChange<I>(id: string, action: "accept" | "decline") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await apiFetch<PortalQuoteDetail>(`${base(id)}/${action}`, { body: input })).quote,
    onSuccess: (quote) => {
      queryClient.setQueryData(key(id), quote);
      void queryClient.invalidateQueries({ queryKey: quotesQuery.queryKey, exact: true });
    },
  });
}

/** POST .../accept: the version shown, the terms accepted, the typed name and the optional items ticked. 409 when it can no longer be accepted. */
export const useAcceptQuote = (id: string) => useQuoteChange<PortalAcceptInput>(id, "accept");

/** POST .../decline: a reason and an optional comment. */
export const useDeclineQuote = (id: string) => useQuoteChange<DeclineInput>(id, "decline");

/** POST .../changes (202): a message to the company; the quote itself is unchanged. */
export const useRequestChanges = (id: string) => useMutation({ mutationFn: (input: ChangeRequestInput) => apiFetch(`${base(id)}/changes`, { body: input }) });

/** Read the quote again (after a refusal: it was revised, or it expired, meanwhile). */
export function useReloadQuote(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key(id) });
}
