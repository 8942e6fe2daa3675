import { openDB, type DBSchema, type IDBPDatabase } from "idb";

// The phone's outbox in IndexedDB (decision 062): actions made on the crew page, kept until the
// server has them, so a reload, a closed tab or a phone that runs out of battery loses none.
// Read and written through `idb` (a thin promise wrapper of IndexedDB itself).

/** What an action sends: JSON, a file's bytes as they are (a photo), a form with files, or nothing. */
export type OutboxBody =
  { kind: "json"; value: unknown } | { kind: "blob"; blob: Blob } | { kind: "form"; entries: [name: string, value: string | Blob][] } | { kind: "none" };

export type OutboxState = "waiting" | "sending" | "failed";

export type OutboxAction = {
  /** Its place in the queue: actions are sent in this order. */
  seq: number;
  /** Made on the phone (a UUID); sent as the Idempotency-Key, so a repeat takes effect once. */
  id: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The API path, such as /api/crew/visits/…/check-in. */
  path: string;
  body: OutboxBody;
  /** When it was made on the phone (ISO 8601), shown beside it while it waits. */
  createdAt: string;
  /**
   * Actions of one scope (such as one visit) depend on each other: a refused one holds back those
   * after it in its scope, while other scopes go on. Without one, an action is in the scope "all",
   * and a refusal holds back every action after it.
   */
  scope: string;
  /** Words for the list ("Check-in", "Photo after"), in the page's language when it was made. */
  label: string;
  state: OutboxState;
  /** Tries so far, for the backoff. */
  attempts: number;
  /** A refused action: the server's status and message. */
  failure?: { status: number; message: string };
};

interface OutboxSchema extends DBSchema {
  actions: { key: number; value: OutboxAction; indexes: { id: string } };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

/** The default name of the outbox's database on the phone. */
export const OUTBOX_DB = "crew-outbox";

export function openOutboxDb(name = OUTBOX_DB): Promise<OutboxDb> {
  return openDB<OutboxSchema>(name, 1, {
    upgrade(db) {
      const actions = db.createObjectStore("actions", { keyPath: "seq", autoIncrement: true });
      actions.createIndex("id", "id", { unique: true });
    },
  });
}

/** Every action, in the order it is sent. */
export const readActions = (db: OutboxDb) => db.getAll("actions");

/** Add an action at the end of the queue. */
export async function appendAction(db: OutboxDb, action: Omit<OutboxAction, "seq">): Promise<void> {
  await db.add("actions", action as OutboxAction);
}

/** Change an action that is still there (false when it is gone: sent, or discarded in another tab). */
export async function updateAction(db: OutboxDb, seq: number, change: (action: OutboxAction) => OutboxAction): Promise<boolean> {
  const tx = db.transaction("actions", "readwrite");
  const found = await tx.store.get(seq);
  if (found) await tx.store.put(change(found));
  await tx.done;
  return Boolean(found);
}

export const removeAction = (db: OutboxDb, seq: number) => db.delete("actions", seq);
