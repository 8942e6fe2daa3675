import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";

/** POST /api/auth/reset-password with the e-mailed one-time token; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => apiFetch("/api/auth/reset-password", { body: input }),
  });
}
