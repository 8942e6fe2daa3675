import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortalCompany } from "@shared/portal";
import { apiFetch } from "~/lib/api";
import { site } from "~/site";

/** GET /api/portal/company: the company's phones and e-mail as the owner last set them (decision 052). */
const companyQuery = queryOptions({
  queryKey: ["portal", "company"],
  queryFn: () => apiFetch<PortalCompany>("/api/portal/company"),
  staleTime: 5 * 60_000,
});

/** The support phone the portal gives: the settings' (the build's until they are read). */
export function useSupportPhone(): string {
  return useQuery(companyQuery).data?.supportPhone ?? site.supportPhone;
}

/** The company's main phone and e-mail (the settings', the build's until they are read). */
export function useCompanyContact(): { phone: string; email: string } {
  const company = useQuery(companyQuery).data;
  return { phone: company?.phone ?? site.phone, email: company?.email ?? site.email };
}
