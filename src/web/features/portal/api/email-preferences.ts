import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmailPreferences, EmailPreferencesInput } from "@shared/schemas/consents";
import { apiFetch } from "~/lib/api";

// The signed-in client's e-mail preferences (/api/portal/email-preferences, decision 057). Under
// the portal's key: a change of the portal's language reads them again, in that language.
const PATH = "/api/portal/email-preferences";
const key = ["portal", "email-preferences"] as const;

export const emailPreferencesQuery = queryOptions({ queryKey: key, queryFn: () => apiFetch<EmailPreferences>(PATH) });

/** PUT: news and offers on (a consent given, with the box's words) or off (a withdrawal). */
export function useSetEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailPreferencesInput) => apiFetch<EmailPreferences>(PATH, { method: "PUT", body: input }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
