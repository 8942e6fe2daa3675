import fs from "node:fs";
import path from "node:path";
import { tryLock } from "../lock-file";

export class DataDirLockedError extends Error {}

/**
 * Take the exclusive lock on a data directory. PGlite has no inter-process lock, so two
 * processes on one directory would corrupt it: the second one must refuse to open it.
 * Returns a function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string, owner: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const got = tryLock(path.join(dataDir, "server.lock"), owner);
  if ("release" in got) return got.release;
  throw new DataDirLockedError(
    `The data directory ${dataDir} is in use by another process (${got.holder.owner}, pid ${got.holder.pid}). ` +
      "Stop that process first, or set DATA_DIR to another directory.",
  );
}
