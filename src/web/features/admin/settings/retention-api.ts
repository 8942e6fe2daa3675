import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RetentionOverview, RetentionRunStarted, RetentionSettings, RetentionSettingsInput } from "@shared/schemas/retention";
import { apiFetch } from "~/lib/api";

// Retention (/api/admin/retention, decision 055): the periods, the runs and the next one; the
// owner's save; Run retention now.
const BASE = "/api/admin/retention";
const key = ["admin", "retention"] as const;

/** GET /api/admin/retention. */
export const retentionQuery = () => queryOptions({ queryKey: key, queryFn: () => apiFetch<RetentionOverview>(BASE) });

/** PUT /api/admin/retention/settings (the owner only; 403 otherwise). */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RetentionSettingsInput) => apiFetch<RetentionSettings>(`${BASE}/settings`, { method: "PUT", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/admin/retention/runs: a run now; its counts. */
export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<RetentionRunStarted>(`${BASE}/runs`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
