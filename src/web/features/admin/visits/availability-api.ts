import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffAvailabilityList, TimeOffAdded, TimeOffCreateInput, WorkingHoursInput } from "@shared/schemas/staff-availability";
import { apiFetch } from "~/lib/api";

// Staff availability (/api/admin/staff-availability, decision 064): read, set working hours, add and remove time off.
const BASE = "/api/admin/staff-availability";
const key = ["admin", "staff-availability"] as const;
const member = (userId: string) => `${BASE}/${encodeURIComponent(userId)}`;

export const availabilityQuery = () => queryOptions({ queryKey: key, queryFn: () => apiFetch<StaffAvailabilityList>(BASE) });

export function useAvailabilityChange() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    hours: useMutation({
      mutationFn: ({ userId, body }: { userId: string; body: WorkingHoursInput }) =>
        apiFetch<StaffAvailabilityList>(`${member(userId)}/hours`, { method: "PUT", body }),
      onSettled: settled,
    }),
    addTimeOff: useMutation({
      mutationFn: ({ userId, body }: { userId: string; body: TimeOffCreateInput }) => apiFetch<TimeOffAdded>(`${member(userId)}/time-off`, { body }),
      onSettled: settled,
    }),
    removeTimeOff: useMutation({
      mutationFn: ({ userId, id }: { userId: string; id: string }) => apiFetch(`${member(userId)}/time-off/${encodeURIComponent(id)}`, { method: "DELETE" }),
      onSettled: settled,
    }),
  };
}
