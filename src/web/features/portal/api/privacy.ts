import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PortalPrivacy, PortalPrivacyRequestInput, PrivacyRequestView } from "@shared/schemas/privacy";
import { apiFetch } from "~/lib/api";

// The client's Privacy page (/api/portal/privacy): what we hold and their requests; a request
// asked is added by reading the page again.

export const privacyQuery = queryOptions({
  queryKey: ["portal", "privacy"],
  queryFn: () => apiFetch<PortalPrivacy>("/api/portal/privacy"),
});

/** POST /api/portal/privacy/requests: a correction (what is wrong) or a confirmed deletion; 409 while one of its kind is open. */
export function useAskPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalPrivacyRequestInput) => apiFetch<PrivacyRequestView>("/api/portal/privacy/requests", { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyQuery.queryKey }),
  });
}
