import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClosedDayAdded, ClosedDayCreateInput, ClosedDayList, ClosedDayRemoved } from "@shared/schemas/closed-days";
import { apiFetch } from "~/lib/api";

// The admin's closed days (/api/admin/closed-days, decision 051): a range read (the week view and
// the Closed days page), add and remove the company's own.
const BASE = "/api/admin/closed-days";
const key = ["admin", "closed-days"] as const;

/** GET /api/admin/closed-days?from=&to=: the holidays of Ontario and Quebec and the company's days, by date. */
export const closedDaysQuery = (from: string, to: string) =>
  queryOptions({ queryKey: [...key, from, to], queryFn: () => apiFetch<ClosedDayList>(`${BASE}?${new URLSearchParams({ from, to })}`) });

/** POST /api/admin/closed-days (201; a day already closed is a 409, a day past a 400 on `date`). */
export function useAddClosedDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosedDayCreateInput) => apiFetch<ClosedDayAdded>(BASE, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /api/admin/closed-days/{id}. */
export function useRemoveClosedDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ClosedDayRemoved>(`${BASE}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
