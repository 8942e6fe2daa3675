import { sql } from "drizzle-orm";
import type { Locale } from "../../../shared/locale";
import type { StaffRole } from "../../../shared/schemas/auth";
import { INVITATION_MESSAGES, type InvitationAccepted, type InvitationDetails } from "../../../shared/schemas/staff";
import { hashToken } from "../../auth/auth-mail";
import { isCommonPassword } from "../../auth/password";
import { queryRows, type Db } from "../../db/client";
import { AppError } from "../../errors";
import { createAdmin } from "../accounts/create-admin";
import { recordAudit } from "../common/record-audit";
import { invitationLinkState } from "./staff-rules";

// The invitee's side of an invitation (decision 060): the link opens a screen that checks it, then
// takes the username and password they choose. Accepting makes the account (verified: the link
// came to its address) and deletes the invitation, in one transaction. Refusals are worded in
// `locale`, the language of the invitation screen (its link names it).

type Found = { id: string; email: string; role: StaffRole; language: Locale; expires_at: string | Date; revoked_at: string | Date | null };

/** The invitation a link's token opens, if it may still be used; else a 404 (unknown, revoked, used) or 409 (expired). */
async function openInvitation(db: Db, token: string, locale: Locale, lock = false): Promise<Found> {
  const hash = await hashToken(token);
  const [row] = await queryRows<Found>(
    db,
    sql`select id, email, role, language, expires_at, revoked_at from staff_invitations where token_hash = ${hash} ${lock ? sql`for update` : sql``}`,
  );
  const words = INVITATION_MESSAGES[locale];
  if (!row) throw new AppError("not_found", words.invalid);
  const state = invitationLinkState(
    { email: row.email, expiresAt: new Date(row.expires_at), revokedAt: row.revoked_at ? new Date(row.revoked_at) : null },
    new Date(),
  );
  if (state === "invalid") throw new AppError("not_found", words.invalid);
  if (state === "expired") throw new AppError("conflict", words.expired);
  return row;
}

/** POST /api/staff-invitations/check: what the screen shows before the invitee chooses. */
export async function checkInvitation(db: Db, token: string, locale: Locale): Promise<InvitationDetails> {
  const row = await openInvitation(db, token, locale);
  return { email: row.email, role: row.role, language: row.language, expiresAt: new Date(row.expires_at).toISOString() };
}

/** POST /api/staff-invitations/accept: the account is made with the invitation's role and language; the invitation is gone. */
export async function acceptInvitation(o: { db: Db; token: string; username: string; password: string; locale: Locale }): Promise<InvitationAccepted> {
  const { db, locale } = o;
  const words = INVITATION_MESSAGES[locale];
  // The link first: no password is hashed for a request without a valid one.
  const invitation = await openInvitation(db, o.token, locale);
  if (isCommonPassword(o.password)) throw AppError.validation({ password: words.passwordCommon });
  await createAdmin({
    db,
    input: { username: o.username, email: invitation.email, password: o.password },
    role: invitation.role,
    language: invitation.language,
    verified: true,
    taken: { email: words.emailTaken, username: words.usernameTaken },
    alongside: async (tx, newUserId) => {
      // Locked and checked again: revoked, resent or accepted meanwhile, nothing is made.
      const locked = await openInvitation(tx, o.token, locale, true);
      await tx.execute(sql`delete from staff_invitations where id = ${locked.id}`);
      await recordAudit({
        db: tx,
        actor: { userId: newUserId, email: invitation.email },
        entries: [
          { action: "staff.join", entity: "staff", entityId: newUserId, details: { username: o.username, role: invitation.role, invitation: locked.id } },
        ],
      });
    },
  });
  return { user: { username: o.username, email: invitation.email, role: invitation.role } };
}
