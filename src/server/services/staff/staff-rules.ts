import type { StaffRole } from "../../../shared/schemas/auth";

// The rules of staff accounts (decision 060), apart from the database: what a change to a member
// would break. There is always at least one active owner, so someone can manage staff accounts and
// the company settings; several owners are fine. Each refusal is a 409 with these words.

/** A staff member as the rules see them. */
export type MemberState = { username: string; role: StaffRole; deactivatedAt: Date | null };

export const isActiveOwner = (m: MemberState) => m.role === "owner" && m.deactivatedAt === null;

const lastOwner = (m: MemberState, doing: string) =>
  `${m.username} is the last active owner: make another staff member an owner before ${doing}. Someone must always be able to manage staff accounts and the company settings.`;

/** Why `member` may not be given `role`, or null when they may (the same role is no change at all). */
export function roleChangeRefusal(member: MemberState, role: StaffRole, activeOwners: number): string | null {
  if (role !== "owner" && isActiveOwner(member) && activeOwners <= 1) return lastOwner(member, "giving them another role");
  return null;
}

/** Why `member` may not be deactivated, or null when they may. */
export function deactivationRefusal(member: MemberState, activeOwners: number): string | null {
  if (member.deactivatedAt) return `${member.username}'s account is already deactivated.`;
  if (isActiveOwner(member) && activeOwners <= 1) return lastOwner(member, "deactivating them");
  return null;
}

/** Why `member` may not be reactivated, or null when they may. */
export function reactivationRefusal(member: MemberState): string | null {
  return member.deactivatedAt ? null : `${member.username}'s account is already active.`;
}

/** An invitation as the rules see it. */
export type InvitationState = { email: string; expiresAt: Date; revokedAt: Date | null };

/** Why an invitation may not be sent again, or null. An expired one may: that is what resending is for. */
export function resendRefusal(invitation: InvitationState): string | null {
  return invitation.revokedAt ? `The invitation to ${invitation.email} was revoked: invite them again instead.` : null;
}

/** Why an invitation may not be revoked, or null. */
export function revokeRefusal(invitation: InvitationState): string | null {
  return invitation.revokedAt ? `The invitation to ${invitation.email} is already revoked.` : null;
}

/** Whether an invitation's link may still be used at `now`: "open", "expired", or "invalid" (revoked). */
export function invitationLinkState(invitation: InvitationState, now: Date): "open" | "expired" | "invalid" {
  if (invitation.revokedAt) return "invalid";
  return invitation.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}
