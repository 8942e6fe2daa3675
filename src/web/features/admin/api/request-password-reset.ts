import { useMutation } from "@tanstack/react-query";
import type { PasswordResetRequestInput } from "@shared/schemas/auth";
import { apiFetch } from "~/lib/api";

/** POST /api/auth/request-password-reset; the answer is the same for every address (its body is not read). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) => apiFetch("/api/auth/request-password-reset", { body: input }),
  });
}
