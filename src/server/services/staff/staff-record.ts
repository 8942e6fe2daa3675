import { sql } from "drizzle-orm";
import type { Locale } from "../../../shared/locale";
import type { StaffRole } from "../../../shared/schemas/auth";
import type { StaffInvitation, StaffList, StaffMember } from "../../../shared/schemas/staff";
import { queryRows, type Db } from "../../db/client";
import { notFound } from "../../errors";

// The Staff page's rows (decision 060): the accounts, and the invitations not yet accepted or revoked.

type MemberRow = {
  user_id: string;
  username: string;
  email: string;
  role: StaffRole;
  language: Locale;
  created_at: string | Date;
  deactivated_at: string | Date | null;
  last_signed_in_at: string | Date | null;
  two_step_on: boolean | null;
};

type InvitationRow = {
  id: string;
  email: string;
  role: StaffRole;
  language: Locale;
  sent_at: string | Date;
  expires_at: string | Date;
  invited_by: string | null;
};

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

const MEMBER_COLUMNS = sql`a.user_id, a.username, a.email, a.role, a.language, a.created_at, a.deactivated_at, a.last_signed_in_at,
  (select u.two_factor_enabled from users u where u.id = a.user_id) as two_step_on`;

function memberOf(r: MemberRow, viewerId: string): StaffMember {
  return {
    userId: r.user_id,
    username: r.username,
    email: r.email,
    role: r.role,
    language: r.language,
    status: r.deactivated_at ? "deactivated" : "active",
    createdAt: iso(r.created_at),
    deactivatedAt: isoOrNull(r.deactivated_at),
    lastSignedInAt: isoOrNull(r.last_signed_in_at),
    you: r.user_id === viewerId,
    twoStepOn: r.two_step_on === true,
  };
}

export function invitationOf(r: InvitationRow, now = new Date()): StaffInvitation {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    language: r.language,
    status: "invited",
    sentAt: iso(r.sent_at),
    expiresAt: iso(r.expires_at),
    expired: new Date(r.expires_at).getTime() <= now.getTime(),
    invitedBy: r.invited_by,
  };
}

const INVITATION_SELECT = sql`select i.id, i.email, i.role, i.language, i.sent_at, i.expires_at, coalesce(a.username, u.name) as invited_by
  from staff_invitations i left join users u on u.id = i.invited_by left join admin_users a on a.user_id = i.invited_by`;

/** GET /api/admin/staff: active accounts first, then deactivated ones, by name; open invitations newest first. */
export async function listStaff(db: Db, viewerId: string): Promise<StaffList> {
  const members = await queryRows<MemberRow>(
    db,
    sql`select ${MEMBER_COLUMNS} from admin_users a order by a.deactivated_at is not null, lower(a.username), a.user_id`,
  );
  const invitations = await queryRows<InvitationRow>(db, sql`${INVITATION_SELECT} where i.revoked_at is null order by i.sent_at desc, i.id`);
  return { members: members.map((m) => memberOf(m, viewerId)), invitations: invitations.map((i) => invitationOf(i)) };
}

/** One account as the Staff page shows it. */
export async function staffMember(db: Db, userId: string, viewerId: string): Promise<StaffMember> {
  const [row] = await queryRows<MemberRow>(db, sql`select ${MEMBER_COLUMNS} from admin_users a where a.user_id = ${userId}`);
  if (!row) throw notFound("Staff member");
  return memberOf(row, viewerId);
}

/** One invitation as the Staff page shows it. */
export async function staffInvitation(db: Db, id: string): Promise<StaffInvitation> {
  const [row] = await queryRows<InvitationRow>(db, sql`${INVITATION_SELECT} where i.id = ${id}`);
  if (!row) throw notFound("Invitation");
  return invitationOf(row);
}
