import { useMutation } from "@tanstack/react-query";
import type { NewPasswordInput } from "@shared/schemas/auth";
import { apiFetch } from "~/lib/api";

/** POST /api/auth/reset-password with the e-mailed one-time token; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: NewPasswordInput) => apiFetch("/api/auth/reset-password", { body: input }),
  });
}
