import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { idempotencyKeys } from "../../db/schema/index";

// The store behind the Idempotency-Key layer (middleware/idempotency.ts, decision 062). A key is
// claimed by one insert that commits on its own, so a concurrent repeat sees it at once; the
// answer is written when the request has been answered; a key whose request failed on our side
// (5xx) is released, so the repeat runs it again.

/** How long a key and its answer are kept: a phone that was offline longer sends anew. */
export const IDEMPOTENCY_KEEP_DAYS = 7;

/**
 * A claim older than this with no answer is a crashed request's: a repeat takes it over. Far
 * above any request's time (statements time out after 3 s; a photo takes a few seconds).
 */
export const STALE_CLAIM_SECONDS = 60;

export type Claim =
  /** The key is this request's: run it, then `finishKey` or `releaseKey`. */
  | { kind: "claimed" }
  /** The same request was answered: send this answer again. */
  | { kind: "answered"; status: number; body: string | null }
  /** The key was used for another request. */
  | { kind: "mismatch" }
  /** The same request is running now (another connection of the same phone). */
  | { kind: "running" };

type KeyOf = { userId: string; key: string };
const whereKey = (k: KeyOf) => and(eq(idempotencyKeys.userId, k.userId), eq(idempotencyKeys.key, k.key));

/** Claim `key` for the caller's request of hash `requestHash`, or say why not. */
export async function claimKey(db: Db, o: KeyOf & { requestHash: string }): Promise<Claim> {
  // Twice at most: a key released between our insert and our read is free again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ userId: o.userId, key: o.key, requestHash: o.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) return { kind: "claimed" };
    const [row] = await db.select().from(idempotencyKeys).where(whereKey(o));
    if (!row) continue;
    if (row.requestHash !== o.requestHash) return { kind: "mismatch" };
    if (row.status !== null) return { kind: "answered", status: row.status, body: row.responseBody };
    const taken = await db
      .update(idempotencyKeys)
      .set({ lockedAt: sql`now()` })
      .where(and(whereKey(o), isNull(idempotencyKeys.status), lt(idempotencyKeys.lockedAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`)))
      .returning({ key: idempotencyKeys.key });
    return taken.length ? { kind: "claimed" } : { kind: "running" };
  }
  return { kind: "running" };
}

/** Keep the answer of the request that claimed `key`. */
export async function finishKey(db: Db, o: KeyOf & { status: number; body: string | null }): Promise<void> {
  await db.update(idempotencyKeys).set({ status: o.status, responseBody: o.body }).where(whereKey(o));
}

/** Let go of a claim whose request was not answered for good (a 5xx, a 429): its repeat runs again. */
export async function releaseKey(db: Db, o: KeyOf): Promise<void> {
  await db.delete(idempotencyKeys).where(and(whereKey(o), isNull(idempotencyKeys.status)));
}

/** Remove the keys older than IDEMPOTENCY_KEEP_DAYS (the daily retention run); how many went. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEEP_DAYS * 24 * 3600 * 1000);
  const gone = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
  return gone.length;
}
