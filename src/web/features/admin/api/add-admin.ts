import { useMutation } from "@tanstack/react-query";
import type { AddAdminInput, AddedAdmin } from "@shared/schemas/auth";
import { apiFetch } from "~/lib/api";

/** POST /api/admin/admins: a new admin account, which verifies its e-mail before signing in. */
export function useAddAdmin() {
  return useMutation({
    mutationFn: (input: AddAdminInput) => apiFetch<AddedAdmin>("/api/admin/admins", { body: input }),
  });
}
