import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { invitationPath } from "../../../shared/admin-paths";
import type { Locale } from "../../../shared/locale";
import type { StaffRole } from "../../../shared/schemas/auth";
import { INVITATION_DAYS, type InviteStaffInput, type StaffInvitation, type StaffInvitationRevoked } from "../../../shared/schemas/staff";
import { hashToken } from "../../auth/auth-mail";
import { queryRows, type Db } from "../../db/client";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { isUuid } from "../../db/is-uuid";
import { enqueueMail } from "../../mail/outbox";
import { isUniqueViolation } from "../accounts/create-admin";
import { recordAudit, type StaffActor } from "../common/record-audit";
import { staffCompany } from "./staff-mail";
import { staffInvitation } from "./staff-record";
import { resendRefusal, revokeRefusal } from "./staff-rules";

// Invitations to a staff account (decision 060): an owner invites an address with a role and the
// language of their e-mails; the e-mail's link (its token is stored only as a hash) works for
// INVITATION_DAYS days. Sending it again makes a new link; revoking it ends the link at once.

const DAY_MS = 86_400_000;

type Deps = { db: Db; config: Config; actor: StaffActor & { name: string } };

/** A new link: its token (for the e-mail) and the token's hash (for the row). */
async function newLink() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: await hashToken(token) };
}

/** Queue the invitation e-mail with `token`'s link, in the invitee's language. */
async function mailInvitation(tx: Db, o: { config: Config; to: string; role: StaffRole; language: Locale; token: string; expiresAt: Date; invitedBy: string }) {
  await enqueueMail(tx, {
    kind: "staff.invitation",
    language: o.language,
    data: {
      to: o.to,
      url: `${o.config.appUrl}${invitationPath(o.token, o.language)}`,
      role: o.role,
      invitedBy: o.invitedBy,
      expiresAt: o.expiresAt.toISOString(),
      company: staffCompany(o.config),
    },
  });
}

/** Why `email` cannot be invited: it has an account, or an invitation is already waiting. */
async function inviteRefusal(db: Db, email: string): Promise<string | null> {
  const [found] = await queryRows<{ staff: boolean; account: boolean; invited: boolean }>(
    db,
    sql`select exists (select 1 from admin_users where lower(email) = ${email}) as staff,
               exists (select 1 from users where lower(email) = ${email}) as account,
               exists (select 1 from staff_invitations where lower(email) = ${email} and revoked_at is null) as invited`,
  );
  if (found!.staff) return `${email} already has a staff account.`;
  if (found!.account) return `${email} is a client's sign-in address: a staff member needs an address of their own.`;
  if (found!.invited) return `An invitation to ${email} is already waiting: send it again from the list, or revoke it first.`;
  return null;
}

/** POST /api/admin/staff/invitations. */
export async function inviteStaff(o: Deps & { input: InviteStaffInput & { email: string } }): Promise<StaffInvitation> {
  const { db, config, actor, input } = o;
  const refusal = await inviteRefusal(db, input.email);
  if (refusal) throw new AppError("conflict", refusal, { email: refusal });
  const { token, tokenHash } = await newLink();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
  let id: string;
  try {
    id = await transaction(db, async (tx) => {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into staff_invitations (email, role, language, token_hash, invited_by, expires_at)
            values (${input.email}, ${input.role}, ${input.language}, ${tokenHash}, ${actor.userId}, ${expiresAt.toISOString()}) returning id`,
      );
      await recordAudit({
        db: tx,
        actor,
        entries: [
          {
            action: "staff.invite",
            entity: "staff_invitation",
            entityId: row!.id,
            details: { email: input.email, role: input.role, language: input.language },
          },
        ],
      });
      await mailInvitation(tx, { config, to: input.email, role: input.role, language: input.language, token, expiresAt, invitedBy: actor.name });
      return row!.id;
    });
  } catch (err) {
    // Invited by another request a moment ago.
    if (isUniqueViolation(err)) {
      const again = (await inviteRefusal(db, input.email)) ?? `An invitation to ${input.email} is already waiting.`;
      throw new AppError("conflict", again, { email: again });
    }
    throw err;
  }
  return staffInvitation(db, id);
}

type Locked = { id: string; email: string; role: StaffRole; language: Locale; expires_at: string | Date; revoked_at: string | Date | null };

/** The invitation `id`, locked for the rest of `tx`; 404 when there is none. */
async function lockedInvitation(tx: Db, id: string) {
  if (!isUuid(id)) throw notFound("Invitation");
  const [row] = await queryRows<Locked>(tx, sql`select id, email, role, language, expires_at, revoked_at from staff_invitations where id = ${id} for update`);
  if (!row) throw notFound("Invitation");
  return { ...row, expiresAt: new Date(row.expires_at), revokedAt: row.revoked_at ? new Date(row.revoked_at) : null };
}

/** POST /api/admin/staff/invitations/{id}/resend: a new link for another INVITATION_DAYS days (the old one stops working). */
export async function resendInvitation(o: Deps & { id: string }): Promise<StaffInvitation> {
  const { db, config, actor } = o;
  const { token, tokenHash } = await newLink();
  await transaction(db, async (tx) => {
    const invitation = await lockedInvitation(tx, o.id);
    const refusal = resendRefusal(invitation);
    if (refusal) throw new AppError("conflict", refusal);
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
    await tx.execute(
      sql`update staff_invitations set token_hash = ${tokenHash}, sent_at = now(), expires_at = ${expiresAt.toISOString()}, invited_by = ${actor.userId} where id = ${invitation.id}`,
    );
    await recordAudit({
      db: tx,
      actor,
      entries: [{ action: "staff.invitation.resend", entity: "staff_invitation", entityId: invitation.id, details: { email: invitation.email } }],
    });
    await mailInvitation(tx, { config, to: invitation.email, role: invitation.role, language: invitation.language, token, expiresAt, invitedBy: actor.name });
  });
  return staffInvitation(db, o.id);
}

/** POST /api/admin/staff/invitations/{id}/revoke: its link stops working at once; retention removes the row 30 days on. */
export async function revokeInvitation(o: Omit<Deps, "config"> & { id: string }): Promise<StaffInvitationRevoked> {
  const { db, actor } = o;
  return transaction(db, async (tx) => {
    const invitation = await lockedInvitation(tx, o.id);
    const refusal = revokeRefusal(invitation);
    if (refusal) throw new AppError("conflict", refusal);
    const [row] = await queryRows<{ revoked_at: string | Date }>(
      tx,
      sql`update staff_invitations set revoked_at = now() where id = ${invitation.id} returning revoked_at`,
    );
    await recordAudit({
      db: tx,
      actor,
      entries: [{ action: "staff.invitation.revoke", entity: "staff_invitation", entityId: invitation.id, details: { email: invitation.email } }],
    });
    return { id: invitation.id, email: invitation.email, revokedAt: new Date(row!.revoked_at).toISOString() };
  });
}
