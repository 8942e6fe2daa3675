import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayPeriodSettings, Timesheet, TimesheetCorrected, TimesheetCorrectionInput } from "@shared/schemas/timesheets";
import { apiFetch } from "~/lib/api";

// The field team's timesheets (/api/admin/timesheets, decision 069).
const BASE = "/api/admin/timesheets";
const key = ["admin", "timesheets"] as const;

const query = (date: string | null) => (date ? `?date=${encodeURIComponent(date)}` : "");

/** The payroll CSV of the period holding `date` (a download link). */
export const timesheetCsvUrl = (date: string | null) => `${BASE}/export.csv${query(date)}`;

export const timesheetQuery = (date: string | null) =>
  queryOptions({ queryKey: [...key, date ?? "today"], queryFn: () => apiFetch<Timesheet>(`${BASE}${query(date)}`) });

/** POST /api/admin/timesheets/corrections (an owner's). */
export function useCorrectEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimesheetCorrectionInput) => apiFetch<TimesheetCorrected>(`${BASE}/corrections`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** PUT /api/admin/timesheets/settings (an owner's). */
export function useSetPayPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayPeriodSettings) => apiFetch<PayPeriodSettings>(`${BASE}/settings`, { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
