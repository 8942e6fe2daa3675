import { sql } from "drizzle-orm";
import type { AddAdminInput } from "../../../shared/schemas/auth";
import type { Auth } from "../../auth/create-auth";
import { assertNotCommon } from "../../auth/password";
import { queryRows, type Db } from "../../db/client";
import { adminUsers, users } from "../../db/schema/index";
import { AppError } from "../../errors";

/**
 * Create a staff account: the user, its argon2id password and its admin_users row. Added from the
 * admin area it must verify its e-mail before it can sign in; the create-admin command (run by
 * whoever owns the server) makes it verified.
 */
export async function createAdmin(options: { db: Db; auth: Auth; input: AddAdminInput; verified: boolean }): Promise<{ userId: string }> {
  const { db, auth, input, verified } = options;
  assertNotCommon(input.password, "password");
  const [taken] = await queryRows<{ email: boolean; username: boolean }>(
    db,
    sql`
    select exists (select 1 from users where lower(email) = ${input.email}) as email,
           exists (select 1 from admin_users where lower(username) = lower(${input.username})) as username`,
  );
  if (taken!.email) throw new AppError("conflict", "An account with this email already exists.", { email: "An account with this email already exists." });
  if (taken!.username) throw new AppError("conflict", "This username is already taken.", { username: "This username is already taken." });

  const ctx = await auth.$context;
  const passwordHash = await ctx.password.hash(input.password);
  const user = await ctx.internalAdapter
    .createUser({ email: input.email, name: input.username, emailVerified: verified }, { method: "admin" })
    .catch((err: unknown) => {
      if (isUniqueViolation(err))
        throw new AppError("conflict", "An account with this email already exists.", { email: "An account with this email already exists." });
      throw err;
    });
  try {
    await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: passwordHash });
    await db.insert(adminUsers).values({ userId: user.id, username: input.username, email: input.email });
  } catch (err) {
    // Nothing half-made: without its password or admin row the account is removed again.
    await db.delete(users).where(sql`${users.id} = ${user.id}`);
    if (isUniqueViolation(err)) throw new AppError("conflict", "This username is already taken.", { username: "This username is already taken." });
    throw err;
  }
  return { userId: user.id };
}

/** PostgreSQL's unique_violation, raised directly or wrapped by the ORM. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from admin_users`);
  return Number(row!.n);
}
