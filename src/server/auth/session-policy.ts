import { sql } from "drizzle-orm";
import type { Role } from "../../shared/schemas/auth";
import { queryRows, type Db } from "../db/client";

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Idle and absolute lifetimes in seconds: staff sessions are short, client sessions slide. */
export const SESSION_POLICY = {
  admin: { idle: HOUR, absolute: 12 * HOUR },
  client: { idle: 7 * DAY, absolute: 30 * DAY },
} as const satisfies Record<Role, { idle: number; absolute: number }>;

/** Sliding writes at most once a minute per session, so reads stay cheap. */
export const SLIDE_EVERY_SECONDS = 60;

/** When a session of `role` created at `createdAt` expires if it is used at `now`. */
export function sessionExpiry(role: Role, createdAt: Date, now = new Date()): Date {
  const { idle, absolute } = SESSION_POLICY[role];
  return new Date(Math.min(now.getTime() + idle * 1000, createdAt.getTime() + absolute * 1000));
}

/** The admin_users row of a user, if they are an admin. */
export async function findAdmin(db: Db, userId: string): Promise<{ username: string } | undefined> {
  const [row] = await queryRows<{ username: string }>(db, sql`select username from admin_users where user_id = ${userId}`);
  return row;
}

/** Push the session's expiry forward after use, never past its absolute limit. */
export async function slideSession(db: Db, session: { id: string; createdAt: Date; updatedAt: Date }, role: Role): Promise<void> {
  if (Date.now() - session.updatedAt.getTime() < SLIDE_EVERY_SECONDS * 1000) return;
  const expiresAt = sessionExpiry(role, session.createdAt);
  await db.execute(sql`update sessions set expires_at = ${expiresAt.toISOString()}, updated_at = now() where id = ${session.id}`);
}
