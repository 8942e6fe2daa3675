import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminSignInInput, SignedIn } from "@shared/schemas/auth";
import { apiFetch } from "~/lib/api";
import { sessionQueryKey } from "~/lib/session";

/** POST /api/auth/sign-in/email; on success the session is read again before the mutation ends. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminSignInInput) => apiFetch<SignedIn>("/api/auth/sign-in/email", { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
