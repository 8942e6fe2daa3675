import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Take the exclusive lock on a data directory. PGlite has no inter-process lock, so two
 * processes on one directory would corrupt it: the second one must refuse to open it.
 * Returns a function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string, owner: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, owner, since: new Date().toISOString() }));
      fs.closeSync(fd);
      return () => {
        try {
          const held = JSON.parse(fs.readFileSync(file, "utf8")) as { pid: number };
          if (held.pid === process.pid) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      let held: { pid?: number; owner?: string } = {};
      try {
        held = JSON.parse(fs.readFileSync(file, "utf8"));
      } catch {
        /* unreadable lock: treat as stale */
      }
      if (held.pid && held.pid !== process.pid && isAlive(held.pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another process (${held.owner ?? "unknown"}, pid ${held.pid}). ` +
            "Stop that process first, or set DATA_DIR to another directory.",
        );
      }
      fs.rmSync(file, { force: true }); // stale lock left by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
