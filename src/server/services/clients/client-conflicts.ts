import { and, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clients } from "../../db/schema/index";
import { AppError } from "../../errors";

// The refusals a client write can meet, whether found by a look-up first or by the database's
// own constraint when two writes cross.

export const EMAIL_TAKEN = "A client with this e-mail already exists.";

const emailTaken = () => new AppError("conflict", EMAIL_TAKEN, { email: EMAIL_TAKEN });

/** 409 when another client (not `exceptId`) has this e-mail, in any case. */
export async function assertEmailFree(db: Db, email: string | null, exceptId?: string): Promise<void> {
  if (!email) return;
  const same = sql`lower(${clients.email}) = lower(${email})`;
  const [taken] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(exceptId ? and(same, ne(clients.id, exceptId)) : same)
    .limit(1);
  if (taken) throw emailTaken();
}

type PgError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** The PostgreSQL error inside `err` (drizzle wraps the driver's) with this SQLSTATE. */
function pgError(err: unknown, code: string): PgError | undefined {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 8; e = e.cause as PgError | undefined, depth++) {
    if (e.code === code) return e;
  }
  return undefined;
}

const names = (e: PgError, name: string) => (e.constraint ?? e.message ?? "").includes(name);

/** Run `write`; a unique e-mail or a used address met at the database becomes the same 409 as a look-up gives. */
export async function withClientConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const unique = pgError(err, "23505");
    if (unique && names(unique, "clients_email_key")) throw emailTaken();
    const used = pgError(err, "23503");
    if (used && names(used, "_address_id_")) {
      const message = "An address used by a quote or an invoice cannot be removed.";
      throw new AppError("conflict", message, { addresses: message });
    }
    throw err;
  }
}
