import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";

/**
 * POST /api/auth/sign-in/magic-link. The server answers the same for every valid address; it
 * e-mails a login link to addresses it knows and a "no account" note to the others.
 */
export function useRequestLoginLink() {
  return useMutation({
    mutationFn: (email: string) => apiFetch<{ status: boolean }>("/api/auth/sign-in/magic-link", { body: { email } }),
  });
}
