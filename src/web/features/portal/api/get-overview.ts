import { queryOptions } from "@tanstack/react-query";
import type { PortalOverview } from "@shared/portal";
import { apiFetch } from "~/lib/api";

/** GET /api/portal/overview: what the dashboard opens with (balance owed, quotes to answer, next visit, unread replies). */
export const overviewQuery = queryOptions({
  queryKey: ["portal", "overview"],
  queryFn: () => apiFetch<PortalOverview>("/api/portal/overview"),
});
