import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimited } from "../../errors";
import { hitRateLimit } from "./hit-rate-limit";

/** At most one e-mail per address per minute and five per hour, for each kind of link. */
export async function limitLinkEmails(db: Db, kind: "login-link" | "password-reset", email: string): Promise<void> {
  const perMinute = await hitRateLimit({ db, key: `${kind}:minute:${email}`, limit: 1, windowSeconds: 60 });
  if (!perMinute.allowed) {
    throw rateLimited({ key: "linkTooSoon" }, perMinute.retryAfterSeconds);
  }
  const perHour = await hitRateLimit({ db, key: `${kind}:hour:${email}`, limit: 5, windowSeconds: 3600 });
  if (!perHour.allowed) {
    throw rateLimited({ key: "linkTooMany" }, perHour.retryAfterSeconds);
  }
}

export const SIGN_IN_FAILURES = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Count a staff sign-in attempt for an account (whatever IP it comes from) before checking the
 * password; a success clears the count, so only failures add up.
 */
export async function countSignInAttempt(db: Db, email: string): Promise<void> {
  const r = await hitRateLimit({ db, key: `sign-in:${email}`, limit: SIGN_IN_FAILURES.limit, windowSeconds: SIGN_IN_FAILURES.windowSeconds });
  if (!r.allowed) {
    const minutes = Math.ceil(r.retryAfterSeconds / 60);
    throw rateLimited(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, r.retryAfterSeconds);
  }
}

export async function clearSignInAttempts(db: Db, email: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`sign-in:${email}`}`);
}
