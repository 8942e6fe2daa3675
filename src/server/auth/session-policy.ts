import { sql } from "drizzle-orm";
import type { Locale } from "../../shared/locale";
import { isStaffRole, type Role, type StaffRole } from "../../shared/schemas/auth";
import { queryRows, type Db } from "../db/client";

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Idle and absolute lifetimes in seconds: staff sessions (every role) are short, client sessions slide. */
export const SESSION_POLICY = {
  staff: { idle: HOUR, absolute: 12 * HOUR },
  client: { idle: 7 * DAY, absolute: 30 * DAY },
} as const;

/** Sliding writes at most once a minute per session, so reads stay cheap. */
export const SLIDE_EVERY_SECONDS = 60;

const policyOf = (role: Role) => SESSION_POLICY[isStaffRole(role) ? "staff" : "client"];

/** When a session of `role` created at `createdAt` expires if it is used at `now`. */
export function sessionExpiry(role: Role, createdAt: Date, now = new Date()): Date {
  const { idle, absolute } = policyOf(role);
  return new Date(Math.min(now.getTime() + idle * 1000, createdAt.getTime() + absolute * 1000));
}

/** A user's staff row: what the session, the sign-in and the e-mails need of it. */
export type StaffRow = { username: string; role: StaffRole; language: Locale; deactivatedAt: Date | null };

/** The admin_users row of a user, if they are staff (active or deactivated). */
export async function findStaff(db: Db, userId: string): Promise<StaffRow | undefined> {
  const [row] = await queryRows<{ username: string; role: StaffRole; language: Locale; deactivated_at: string | Date | null }>(
    db,
    sql`select username, role, language, deactivated_at from admin_users where user_id = ${userId}`,
  );
  return row && { username: row.username, role: row.role, language: row.language, deactivatedAt: row.deactivated_at ? new Date(row.deactivated_at) : null };
}

/** Push the session's expiry forward after use, never past its absolute limit. */
export async function slideSession(db: Db, session: { id: string; createdAt: Date; updatedAt: Date }, role: Role): Promise<void> {
  if (Date.now() - session.updatedAt.getTime() < SLIDE_EVERY_SECONDS * 1000) return;
  const expiresAt = sessionExpiry(role, session.createdAt);
  await db.execute(sql`update sessions set expires_at = ${expiresAt.toISOString()}, updated_at = now() where id = ${session.id}`);
}
