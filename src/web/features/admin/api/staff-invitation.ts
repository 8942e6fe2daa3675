import { useMutation, useQuery } from "@tanstack/react-query";
import { LOCALE_TAGS, type Locale } from "@shared/locale";
import type { AcceptInvitationInput, InvitationAccepted, InvitationDetails } from "@shared/schemas/staff";
import { ApiError, apiFetch } from "~/lib/api";

// The invitee's calls (decision 060): the link's token in the body (never in an address), and the
// invitation screen's language, so refusals come back in it.

const headers = (language: Locale) => ({ "Accept-Language": LOCALE_TAGS[language] });

/** POST /api/staff-invitations/check: what the invitation is for; 404 (not usable) or 409 (expired) with the words to show. */
export function useInvitation(token: string, language: Locale) {
  return useQuery({
    queryKey: ["staff-invitation", token],
    queryFn: () => apiFetch<InvitationDetails>("/api/staff-invitations/check", { body: { token }, headers: headers(language) }),
    // A refusal is final (the link is not usable); only a failed connection is tried again.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400),
    staleTime: Infinity,
  });
}

/** POST /api/staff-invitations/accept (201): the account is made; its owner then signs in. */
export function useAcceptInvitation(language: Locale) {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => apiFetch<InvitationAccepted>("/api/staff-invitations/accept", { body: input, headers: headers(language) }),
  });
}
