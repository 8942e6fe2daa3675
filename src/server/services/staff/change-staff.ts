import { sql } from "drizzle-orm";
import type { Locale } from "../../../shared/locale";
import type { StaffRole } from "../../../shared/schemas/auth";
import type { StaffMember } from "../../../shared/schemas/staff";
import { queryRows, type Db } from "../../db/client";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { recordAudit, type StaffActor } from "../common/record-audit";
import { staffCompany } from "./staff-mail";
import { staffMember } from "./staff-record";
import { deactivationRefusal, reactivationRefusal, roleChangeRefusal, type MemberState } from "./staff-rules";

// An owner changes a staff account (decision 060): another role, deactivated (every session of
// theirs deleted in the same transaction, so their next request is signed out), or active again.
// Each change is audited, and the member is told by e-mail in their language.

type Deps = { db: Db; config: Config; actor: StaffActor; userId: string };
type Member = MemberState & { userId: string; email: string; language: Locale };

/**
 * The active owners, then the member, locked for the rest of `tx`, always in that order (so two
 * changes at once wait for each other rather than deadlock): two owners demoting each other at the
 * same moment cannot leave none.
 */
async function lockForChange(tx: Db, userId: string): Promise<{ member: Member; activeOwners: number }> {
  const owners = await queryRows<{ user_id: string }>(
    tx,
    sql`select user_id from admin_users where role = 'owner' and deactivated_at is null order by user_id for update`,
  );
  const [row] = await queryRows<{ user_id: string; username: string; email: string; role: StaffRole; language: Locale; deactivated_at: string | Date | null }>(
    tx,
    sql`select user_id, username, email, role, language, deactivated_at from admin_users where user_id = ${userId} for update`,
  );
  if (!row) throw notFound("Staff member");
  const member = {
    userId: row.user_id,
    username: row.username,
    email: row.email,
    role: row.role,
    language: row.language,
    deactivatedAt: row.deactivated_at ? new Date(row.deactivated_at) : null,
  };
  return { member, activeOwners: owners.length };
}

const refuse = (refusal: string | null) => {
  if (refusal) throw new AppError("conflict", refusal);
};

/** PUT /api/admin/staff/{userId}/role. The same role again changes nothing (no audit, no e-mail). */
export async function changeStaffRole(o: Deps & { role: StaffRole }): Promise<StaffMember> {
  await transaction(o.db, async (tx) => {
    const { member, activeOwners } = await lockForChange(tx, o.userId);
    if (member.role === o.role) return;
    refuse(roleChangeRefusal(member, o.role, activeOwners));
    await tx.execute(sql`update admin_users set role = ${o.role} where user_id = ${member.userId}`);
    await recordAudit({
      db: tx,
      actor: o.actor,
      entries: [{ action: "staff.role", entity: "staff", entityId: member.userId, details: { username: member.username, from: member.role, to: o.role } }],
    });
    // A deactivated member hears of it only if they are let back in (with their role then).
    if (!member.deactivatedAt) {
      await enqueueMail(tx, {
        kind: "staff.role-changed",
        language: member.language,
        data: { to: member.email, name: member.username, role: o.role, company: staffCompany(o.config) },
      });
    }
  });
  return staffMember(o.db, o.userId, o.actor.userId);
}

/** POST /api/admin/staff/{userId}/deactivate: they are signed out everywhere at once and cannot sign in. */
export async function deactivateStaff(o: Deps): Promise<StaffMember> {
  await transaction(o.db, async (tx) => {
    const { member, activeOwners } = await lockForChange(tx, o.userId);
    refuse(deactivationRefusal(member, activeOwners));
    await tx.execute(sql`update admin_users set deactivated_at = now() where user_id = ${member.userId}`);
    const ended = await queryRows<{ id: string }>(tx, sql`delete from sessions where user_id = ${member.userId} returning id`);
    await recordAudit({
      db: tx,
      actor: o.actor,
      entries: [{ action: "staff.deactivate", entity: "staff", entityId: member.userId, details: { username: member.username, sessionsEnded: ended.length } }],
    });
    await enqueueMail(tx, {
      kind: "staff.deactivated",
      language: member.language,
      data: { to: member.email, name: member.username, company: staffCompany(o.config) },
    });
  });
  return staffMember(o.db, o.userId, o.actor.userId);
}

/** POST /api/admin/staff/{userId}/reactivate: they may sign in again, with the role they have. */
export async function reactivateStaff(o: Deps): Promise<StaffMember> {
  await transaction(o.db, async (tx) => {
    const { member } = await lockForChange(tx, o.userId);
    refuse(reactivationRefusal(member));
    await tx.execute(sql`update admin_users set deactivated_at = null where user_id = ${member.userId}`);
    await recordAudit({
      db: tx,
      actor: o.actor,
      entries: [{ action: "staff.reactivate", entity: "staff", entityId: member.userId, details: { username: member.username, role: member.role } }],
    });
    await enqueueMail(tx, {
      kind: "staff.reactivated",
      language: member.language,
      data: { to: member.email, name: member.username, company: staffCompany(o.config) },
    });
  });
  return staffMember(o.db, o.userId, o.actor.userId);
}
