import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyRegistrations, CompanySettings, CompanySettingsInput } from "@shared/schemas/company-settings";
import { apiFetch } from "~/lib/api";

// The company settings (/api/admin/settings, decision 052): the Settings screen, and the banner of
// a draft quote or invoice whose tax needs a registration number the company has not set.
const BASE = "/api/admin/settings";
const key = ["admin", "settings"] as const;

/** GET /api/admin/settings (an owner's; 403 for office staff, decision 060). */
export const settingsQuery = () => queryOptions({ queryKey: key, queryFn: () => apiFetch<CompanySettings>(BASE) });

/** GET /api/admin/registrations: the tax registration numbers, which every admin reads (the draft's banner). */
export const registrationsQuery = () =>
  queryOptions({ queryKey: [...key, "registrations"], queryFn: () => apiFetch<CompanyRegistrations>("/api/admin/registrations") });

/** PUT /api/admin/settings: the whole form (an owner only; 403 otherwise). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanySettingsInput) => apiFetch<CompanySettings>(BASE, { method: "PUT", body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: [...key, "registrations"] });
    },
  });
}
