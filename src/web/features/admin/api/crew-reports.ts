import { queryOptions } from "@tanstack/react-query";
import type { OpenNoAccess, VisitCrewReports } from "@shared/schemas/crew-reports";
import { apiFetch } from "~/lib/api";

// The office's reads of the crew's notes and "Can't get in" (decision 067).

export const visitCrewReportsQuery = (visitId: string) =>
  queryOptions({
    queryKey: ["admin", "crew-reports", "visit", visitId],
    queryFn: () => apiFetch<VisitCrewReports>(`/api/admin/crew-reports/visits/${encodeURIComponent(visitId)}`),
  });

/** Every open "Can't get in", read again each minute: the office hears of one without reloading. */
export const openNoAccessQuery = () =>
  queryOptions({ queryKey: ["admin", "crew-reports", "open"], queryFn: () => apiFetch<OpenNoAccess>("/api/admin/crew-reports"), refetchInterval: 60_000 });
