import { useMutation } from "@tanstack/react-query";
import type { AddAdminInput } from "@shared/schemas/auth";
import { apiFetch } from "~/lib/api";

type CreatedAdmin = { user: { id: string; username: string; email: string } };

/** POST /api/admin/admins: a new admin account, which verifies its e-mail before signing in. */
export function useAddAdmin() {
  return useMutation({
    mutationFn: (input: AddAdminInput) => apiFetch<CreatedAdmin>("/api/admin/admins", { body: input }),
  });
}
