import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { idList, type LeasedTable } from "../db/leased-rows";
import type { outbox } from "../db/schema/index";

/**
 * How long a claim holds a message. Short, so that the messages of a worker that died are free
 * again soon; the live worker renews it every LEASE_SECONDS / 3 while it sends.
 */
export const LEASE_SECONDS = 30;

export type ClaimedRow = Pick<typeof outbox.$inferSelect, "id" | "to" | "subject" | "text" | "kind" | "attempts"> & {
  reply_to: string | null;
  html: string | null;
  /** The message's own headers (List-Unsubscribe), or null. */
  headers: Record<string, string> | null;
  /** How many files the message carries (read when it is sent). */
  attachments: number;
};

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** The outbox's lease columns, for what it shares with the jobs table. */
export const OUTBOX: LeasedTable = { name: "outbox", leaseUntil: "locked_until", doneAt: "sent_at" };

/**
 * Claim up to `limit` due messages for `worker` (FOR UPDATE SKIP LOCKED, then a lease, so several
 * server processes never claim one message together and no lock is held while talking to SMTP),
 * counting an attempt. `waiting`: also messages that wait for an unreachable server, whatever
 * their backoff (a check of whether the server is back).
 */
export function claimMail(db: Db, o: { worker: string; now: Date; limit: number; waiting: boolean; leaseSeconds: number }) {
  // `now` has the milliseconds of a JavaScript date, the row's time the microseconds of the
  // database's clock: a message queued in the same millisecond is due too.
  const before = sql`next_attempt_at < ${ts(o.now)} + interval '1 millisecond'`;
  const due: SQL = o.waiting ? sql`(${before} or failure = 'unreachable')` : before;
  // UPDATE ... RETURNING gives rows in storage order: the outer SELECT sends the longest waiting first.
  return queryRows<ClaimedRow>(
    db,
    sql`
    with claimed as (
      update outbox set attempts = attempts + 1, locked_by = ${o.worker}::uuid,
        locked_until = ${ts(o.now)} + make_interval(secs => ${o.leaseSeconds})
      where id in (
        select id from outbox
        where sent_at is null and withheld_at is null and ${due}
          and (locked_until is null or locked_until < ${ts(o.now)})
        order by next_attempt_at, created_at
        limit ${o.limit}
        for update skip locked)
      returning id, "to", reply_to, subject, text, html, headers, kind, attempts, next_attempt_at, created_at)
    select id, "to", reply_to, subject, text, html, headers, kind, attempts,
      (select count(*) from outbox_attachments a where a.outbox_id = claimed.id)::int as attachments
    from claimed order by next_attempt_at, created_at, id`,
  );
}

/** Extend the lease of the messages `worker` still holds and has not finished. */
export async function renewLease(db: Db, o: { worker: string; ids: string[]; now: Date; leaseSeconds: number }) {
  if (o.ids.length === 0) return;
  await db.execute(sql`update outbox set locked_until = ${ts(o.now)} + make_interval(secs => ${o.leaseSeconds})
    where id in (${idList(o.ids)}) and locked_by = ${o.worker}::uuid and sent_at is null`);
}

/**
 * The mail server is back: messages that waited for it are due now instead of at the end of their
 * backoff. Returns how many.
 */
export async function bringForwardWaiting(db: Db, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    with moved as (update outbox set next_attempt_at = ${ts(now)}
      where sent_at is null and failure = 'unreachable' and next_attempt_at > ${ts(now)} returning 1)
    select count(*)::int as n from moved`,
  );
  return row?.n ?? 0;
}
