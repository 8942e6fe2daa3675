import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** An open transaction's after-commit callbacks, and the database it belongs to. */
type Pending = { root: Db; callbacks: ((root: Db) => void)[] };

const open = new WeakMap<object, Pending>();

/**
 * Run `fn` in a transaction (a savepoint when `db` is already one) whose after-commit callbacks
 * (`afterCommit`) run once the outermost transaction has committed, and never when it, or the
 * savepoint they were registered in, rolls back. The one way to open a transaction in which mail
 * is queued or a job scheduled: both wake their worker after the commit.
 */
export async function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const outer = open.get(db);
  if (!outer && db instanceof PgTransaction) throw new UnknownTransactionError();
  const mine: Pending = { root: outer?.root ?? db, callbacks: [] };
  const result = await db.transaction(async (tx) => {
    open.set(tx, mine);
    return fn(tx);
  });
  // A released savepoint's callbacks wait for its outer transaction's commit.
  if (outer) outer.callbacks.push(...mine.callbacks);
  else for (const callback of mine.callbacks) runSafely(callback, mine.root);
  return result;
}

/**
 * Run `callback` once what `db` has written is committed: at the commit of the transaction `db`
 * is (opened by `transaction`), or at once when `db` is the database itself (each statement
 * committed on its own, so the caller's statement already is). Callbacks are wake-ups and must
 * not throw; one that does is ignored (the work it announced waits for the next poll instead).
 */
export function afterCommit(db: Db, callback: (root: Db) => void): void {
  const pending = open.get(db);
  if (pending) pending.callbacks.push(callback);
  else if (db instanceof PgTransaction) throw new UnknownTransactionError();
  else runSafely(callback, db);
}

function runSafely(callback: (root: Db) => void, root: Db) {
  try {
    callback(root);
  } catch {
    // A wake-up only shortens a wait: the poll finds the work anyway.
  }
}

/** A transaction opened with drizzle's `db.transaction`: its commit cannot be seen from here. */
export class UnknownTransactionError extends Error {
  constructor() {
    super("Queue mail and schedule jobs in a transaction opened with transaction() from db/transaction.ts, so their worker is woken after its commit");
  }
}
