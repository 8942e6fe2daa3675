import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./client";

// The rows two queues hand to their workers under a lease: jobs (jobs/claim.ts) and outgoing mail
// (mail/lease.ts). Each claims its own way; giving rows back is the same for both, on their columns.

export type LeasedTable = {
  name: "jobs" | "outbox";
  /** When the claim's lease ends. */
  leaseUntil: "lease_until" | "locked_until";
  /** Set once the row's work is done (a job run, a message sent): a done row is no one's to give back. */
  doneAt: "done_at" | "sent_at";
};

export const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Give back rows `worker` claimed and has not tried (a stop): the attempt the claim counted is taken back. */
export async function releaseUntried(db: Db, table: LeasedTable, o: { worker: string; ids: string[] }): Promise<void> {
  if (o.ids.length === 0) return;
  const [t, lease, done] = [sql.identifier(table.name), sql.identifier(table.leaseUntil), sql.identifier(table.doneAt)];
  await db.execute(sql`update ${t} set attempts = attempts - 1, ${lease} = null, locked_by = null
    where id in (${idList(o.ids)}) and locked_by = ${o.worker}::uuid and ${done} is null`);
}

/**
 * Free every lease at start when this process is the only possible worker (the embedded database,
 * held by one process through its lock file): the holders of those leases are dead. Returns how many.
 */
export async function releaseAllLeases(db: Db, table: LeasedTable): Promise<number> {
  const [t, lease, done] = [sql.identifier(table.name), sql.identifier(table.leaseUntil), sql.identifier(table.doneAt)];
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    with freed as (update ${t} set ${lease} = null, locked_by = null
      where ${done} is null and ${lease} is not null returning 1)
    select count(*)::int as n from freed`,
  );
  return row?.n ?? 0;
}
