import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffRole } from "@shared/schemas/auth";
import type { InviteStaffInput, StaffInvitationAnswer, StaffInvitationRevoked, StaffList, StaffMemberAnswer } from "@shared/schemas/staff";
import { apiFetch } from "~/lib/api";
import { sessionQueryKey } from "~/lib/session";

// The Staff page's calls (/api/admin/staff, decision 060): an owner's.
const BASE = "/api/admin/staff";
const key = ["admin", "staff"] as const;
const at = (...parts: string[]) => [BASE, ...parts.map(encodeURIComponent)].join("/");

/** GET /api/admin/staff: the accounts and the open invitations. */
export const staffQuery = () => queryOptions({ queryKey: key, queryFn: () => apiFetch<StaffList>(BASE) });

/** A change to the list; one to the owner's own account may change their session (their role, or no session at all). */
function useStaffChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/** POST /api/admin/staff/invitations (201; an address with an account or a waiting invitation is a 409 on `email`). */
export const useInviteStaff = () => useStaffChange((body: InviteStaffInput) => apiFetch<StaffInvitationAnswer>(at("invitations"), { body }));

/** POST /api/admin/staff/invitations/{id}/resend: a new link, valid another 7 days. */
export const useResendInvitation = () => useStaffChange((id: string) => apiFetch<StaffInvitationAnswer>(at("invitations", id, "resend"), { body: {} }));

/** POST /api/admin/staff/invitations/{id}/revoke. */
export const useRevokeInvitation = () => useStaffChange((id: string) => apiFetch<StaffInvitationRevoked>(at("invitations", id, "revoke"), { body: {} }));

/** PUT /api/admin/staff/{userId}/role (the last active owner's is a 409). */
export const useChangeRole = () =>
  useStaffChange(({ userId, role }: { userId: string; role: StaffRole }) => apiFetch<StaffMemberAnswer>(at(userId, "role"), { method: "PUT", body: { role } }));

/** POST /api/admin/staff/{userId}/deactivate: their sessions end at once. */
export const useDeactivate = () => useStaffChange((userId: string) => apiFetch<StaffMemberAnswer>(at(userId, "deactivate"), { body: {} }));

/** POST /api/admin/staff/{userId}/reactivate. */
export const useReactivate = () => useStaffChange((userId: string) => apiFetch<StaffMemberAnswer>(at(userId, "reactivate"), { body: {} }));

/** POST /api/admin/staff/{userId}/two-step/reset: their two-step sign-in off and their sessions ended (their own, or one already off, is a 409). */
export const useResetTwoStep = () => useStaffChange((userId: string) => apiFetch<StaffMemberAnswer>(at(userId, "two-step", "reset"), { body: {} }));
