import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Locale } from "../../../shared/locale";
import type { StaffRole } from "../../../shared/schemas/auth";
import { assertNotCommon, hashPassword } from "../../auth/password";
import { queryRows, type Db } from "../../db/client";
import { accounts, adminUsers, users } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError } from "../../errors";
import type { Said } from "../../said";

/** The refusals of a taken e-mail or username, in the words of the caller (the admin's, or an invitee's language). */
export type TakenWords = { email: Said; username: Said };

const ENGLISH_TAKEN: TakenWords = { email: "An account with this email already exists.", username: "This username is already taken." };

/**
 * Create a staff account with `role`: the user, its argon2id password and its admin_users row, in
 * one transaction (with `alongside`, what the caller writes with it: an invitation accepted, an
 * audit entry). Added by Add Admin it must verify its e-mail before it can sign in; the
 * create-admin command (run by whoever owns the server) and an accepted invitation (its link
 * came to that address) make it verified.
 */
export async function createAdmin(options: {
  db: Db;
  input: { username: string; email: string; password: string };
  role: StaffRole;
  language?: Locale;
  verified: boolean;
  taken?: TakenWords;
  alongside?: (tx: Db, userId: string) => Promise<void>;
}): Promise<{ userId: string }> {
  const { db, input, role, verified } = options;
  const taken = options.taken ?? ENGLISH_TAKEN;
  assertNotCommon(input.password, "password");
  await refuseTaken(db, input, taken);
  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  try {
    await transaction(db, async (tx) => {
      await tx.insert(users).values({ id: userId, email: input.email, name: input.username, emailVerified: verified });
      await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
      await tx.insert(adminUsers).values({ userId, username: input.username, email: input.email, role, language: options.language ?? "en" });
      await options.alongside?.(tx, userId);
    });
  } catch (err) {
    // Another request took the address or the username between the check and the insert.
    if (isUniqueViolation(err)) await refuseTaken(db, input, taken);
    throw err;
  }
  return { userId };
}

async function refuseTaken(db: Db, input: { username: string; email: string }, taken: TakenWords): Promise<void> {
  const [found] = await queryRows<{ email: boolean; username: boolean }>(
    db,
    sql`
    select exists (select 1 from users where lower(email) = lower(${input.email})) as email,
           exists (select 1 from admin_users where lower(username) = lower(${input.username})) as username`,
  );
  if (found!.email) throw new AppError("conflict", taken.email, { email: taken.email });
  if (found!.username) throw new AppError("conflict", taken.username, { username: taken.username });
}

/** PostgreSQL's unique_violation, raised directly or wrapped by the ORM. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from admin_users`);
  return Number(row!.n);
}
