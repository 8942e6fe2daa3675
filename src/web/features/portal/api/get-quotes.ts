import { queryOptions } from "@tanstack/react-query";
import type { PortalQuoteList } from "@shared/portal";
import { apiFetch } from "~/lib/api";

/** GET /api/portal/quotes: the signed-in client's own quotes, newest first. */
export const quotesQuery = queryOptions({
  queryKey: ["portal", "quotes"],
  queryFn: async () => (await apiFetch<PortalQuoteList>("/api/portal/quotes")).quotes,
});
