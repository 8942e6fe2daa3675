import { queryOptions } from "@tanstack/react-query";
import type { PortalVisits } from "@shared/portal";
import { apiFetch } from "~/lib/api";

/** GET /api/portal/visits: the signed-in client's next visits and completed ones. */
export const visitsQuery = queryOptions({
  queryKey: ["portal", "visits"],
  queryFn: () => apiFetch<PortalVisits>("/api/portal/visits"),
});
