import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";

/** POST /api/auth/request-password-reset; the answer is the same for every address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string }) => apiFetch("/api/auth/request-password-reset", { body: input }),
  });
}
