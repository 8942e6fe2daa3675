import type { Db } from "./client";
import { afterCommit } from "./transaction";

/** What a commit can announce: queued mail, a job due now, or a card charge to send (decision 074). */
export type WakeTopic = "mail" | "jobs" | "charges";

const listeners = new WeakMap<Db, Map<WakeTopic, Set<() => void>>>();

/**
 * Call `listener` whenever work of `topic` is committed to `db` in this process (a worker's poke).
 * Returns the unsubscribe function. Other processes on the same PostgreSQL find the work by
 * polling: a NOTIFY in every submission's transaction would serialise the commits (PostgreSQL
 * takes one lock for all notifying commits: about 400 instead of 2,900 inserts a second here).
 */
export function onWake(db: Db, topic: WakeTopic, listener: () => void): () => void {
  let topics = listeners.get(db);
  if (!topics) listeners.set(db, (topics = new Map()));
  let set = topics.get(topic);
  if (!set) topics.set(topic, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/** Wake the listeners of `topic` once the transaction `tx` is (or the statement was) committed. */
export function wakeAfterCommit(tx: Db, topic: WakeTopic): void {
  afterCommit(tx, (root) => {
    for (const listener of listeners.get(root)?.get(topic) ?? []) listener();
  });
}
