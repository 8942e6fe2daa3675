import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";
import { sessionQueryKey } from "~/lib/session";

type SignInInput = { email: string; password: string };

/** POST /api/auth/sign-in/email; on success the session is read again before the mutation ends. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => apiFetch<{ user: { email: string; name: string } }>("/api/auth/sign-in/email", { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
