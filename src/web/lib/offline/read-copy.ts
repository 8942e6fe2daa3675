import { openDB, type DBSchema, type IDBPDatabase } from "idb";

// The last answer of a read, kept on the phone in IndexedDB (decision 070) so that a page opens
// with no signal: one record per name, with who it belongs to and when it was read. Not the Cache
// API: the copy is data the page decides about (whose it is, what of it may stay), not a response
// the service worker replays. The crew page keeps its day here (features/admin/crew/crew-copy.ts).

/** Whose answer it is: the signed-in account (another account's copy is never shown), its name and language to show it in. */
export type CopyOwner = { email: string; name: string; language: string };

export type ReadCopy<T> = {
  owner: CopyOwner;
  /** When the server gave it (ISO 8601). */
  savedAt: string;
  value: T;
};

interface CopySchema extends DBSchema {
  copies: { key: string; value: ReadCopy<unknown> & { name: string } };
}

const DB_NAME = "read-copies";
let opened: Promise<IDBPDatabase<CopySchema>> | undefined;

function db(): Promise<IDBPDatabase<CopySchema>> {
  opened ??= openDB<CopySchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore("copies", { keyPath: "name" });
    },
  });
  return opened;
}

export async function saveCopy<T>(name: string, copy: ReadCopy<T>): Promise<void> {
  await (await db()).put("copies", { name, ...copy });
}

export async function readCopy<T>(name: string): Promise<ReadCopy<T> | undefined> {
  const found = await (await db()).get("copies", name);
  if (!found) return undefined;
  const { owner, savedAt, value } = found;
  return { owner, savedAt, value: value as T };
}

export async function deleteCopy(name: string): Promise<void> {
  await (await db()).delete("copies", name);
}

/** Delete every copy whose name starts with `prefix`. */
export async function deleteCopies(prefix: string): Promise<void> {
  const database = await db();
  const names = (await database.getAllKeys("copies")).filter((name) => name.startsWith(prefix));
  const tx = database.transaction("copies", "readwrite");
  await Promise.all([...names.map((name) => tx.store.delete(name)), tx.done]);
}

/** Forget the open connection (tests start each case on a fresh IndexedDB). */
export function resetCopiesForTests(): void {
  opened = undefined;
}
