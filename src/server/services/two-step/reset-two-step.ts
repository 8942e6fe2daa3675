import { sql } from "drizzle-orm";
import type { Locale } from "../../../shared/locale";
import type { StaffMember } from "../../../shared/schemas/staff";
import { queryRows, type Db } from "../../db/client";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { recordAudit, type StaffActor } from "../common/record-audit";
import { staffCompany } from "../staff/staff-mail";
import { staffMember } from "../staff/staff-record";

// An owner resets another staff member's two-step sign-in (decision 068): for a member who lost
// their phone and their recovery codes, and so cannot sign in. Their secret and recovery codes go,
// every session of theirs ends (as deactivation does), and they are told by e-mail.

export const TWO_STEP_RESET_MESSAGES = {
  own: "You cannot reset your own two-step sign-in here: use your own two-step settings, in Security, to turn it off or make new recovery codes.",
  off: (username: string) => `${username}'s two-step sign-in is already off: there is nothing to reset.`,
};

type Member = { username: string; email: string; language: Locale; enabled: boolean; deactivated: boolean };

/** POST /api/admin/staff/{userId}/two-step/reset: off, signed out everywhere, audited and e-mailed, together. */
export async function resetTwoStep(o: { db: Db; config: Config; actor: StaffActor; userId: string }): Promise<StaffMember> {
  if (o.userId === o.actor.userId) throw new AppError("conflict", TWO_STEP_RESET_MESSAGES.own);
  await transaction(o.db, async (tx) => {
    // Both rows locked: a reset and the member's own turning it on (better-auth updates users) wait for each other.
    const [member] = await queryRows<Member>(
      tx,
      sql`select a.username, a.email, a.language, u.two_factor_enabled as enabled, a.deactivated_at is not null as deactivated
          from admin_users a join users u on u.id = a.user_id where a.user_id = ${o.userId} for update`,
    );
    if (!member) throw notFound("Staff member");
    if (!member.enabled) throw new AppError("conflict", TWO_STEP_RESET_MESSAGES.off(member.username));
    await tx.execute(sql`delete from two_factors where user_id = ${o.userId}`);
    await tx.execute(sql`update users set two_factor_enabled = false, updated_at = now() where id = ${o.userId}`);
    const ended = await queryRows<{ id: string }>(tx, sql`delete from sessions where user_id = ${o.userId} returning id`);
    await recordAudit({
      db: tx,
      actor: o.actor,
      entries: [{ action: "two-step.reset", entity: "staff", entityId: o.userId, details: { username: member.username, sessionsEnded: ended.length } }],
    });
    // A deactivated member cannot sign in to act on it, so is not e-mailed (as for a role change).
    if (!member.deactivated) {
      await enqueueMail(tx, {
        kind: "staff.two-step-reset",
        language: member.language,
        data: { to: member.email, name: member.username, at: new Date().toISOString(), company: staffCompany(o.config) },
      });
    }
  });
  return staffMember(o.db, o.userId, o.actor.userId);
}
