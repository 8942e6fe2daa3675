import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export class DataDirLockedError extends Error {}

/** What the holder of a data directory says about itself when asked. */
type Holder = { pid: number; owner: string; since: string };

/** The lock file of earlier versions (a pid in a file); it is never trusted, only tidied away. */
const OLD_LOCK_FILE = "server.lock";
const ASK_TIMEOUT_MS = 2000;

/**
 * Where the lock of `dataDir` listens. On Linux an abstract-namespace socket and on Windows a
 * named pipe: both exist only while the process that listens lives, so the kernel releases the
 * lock at any death (SIGKILL, OOM, power cut of a container), and binding is atomic. The name is
 * derived from the directory's real path, device and inode, so every symbolic link to one directory
 * gives one name. Elsewhere a socket file in the directory, judged stale when nothing
 * accepts on it.
 */
function lockAddress(dataDir: string): { address: string; file: boolean } {
  const { dev, ino } = fs.statSync(dataDir);
  // The real path too: an inode number is reused once its directory is deleted, and a process may
  // still hold the lock of a deleted directory.
  const id = createHash("sha256")
    .update(`${dev}:${ino}:${fs.realpathSync(dataDir)}`)
    .digest("hex")
    .slice(0, 32);
  if (process.platform === "linux") return { address: `\0maple-crest-data-${id}`, file: false };
  if (process.platform === "win32") return { address: `\\\\.\\pipe\\maple-crest-data-${id}`, file: false };
  return { address: path.join(dataDir, "server.sock"), file: true };
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** Ask the process listening on `address` who it is; null when nothing accepts the connection. */
function askHolder(address: string): Promise<Holder | "unknown" | null> {
  return new Promise((resolve) => {
    let text = "";
    const socket = net.connect(address);
    socket.setTimeout(ASK_TIMEOUT_MS, () => socket.destroy());
    socket.on("data", (d) => (text += d));
    socket.on("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED" || err.code === "ENOENT" ? null : "unknown"));
    socket.on("close", () => {
      try {
        resolve(JSON.parse(text) as Holder);
      } catch {
        resolve("unknown");
      }
    });
  });
}

function lockedError(dataDir: string, holder: Holder | "unknown"): DataDirLockedError {
  const who = holder === "unknown" ? "it did not say which" : `${holder.owner}, pid ${holder.pid}`;
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another process (${who}). ` + "Stop that process first, or set DATA_DIR to another directory.",
  );
}

/**
 * Take the exclusive lock on a data directory. PGlite has no inter-process lock, so two
 * processes on one directory would corrupt it: the second one must refuse to open it. The lock is
 * a listening socket the operating system frees when the process dies, so no lock is ever stale
 * and a restart right after a crash starts at once. A refused process asks the holder who it is,
 * for the message. Returns a function that releases the lock.
 */
export async function acquireDataDirLock(dataDir: string, owner: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const { address, file } = lockAddress(dataDir);
  const info: Holder = { pid: process.pid, owner, since: new Date().toISOString() };
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.end(JSON.stringify(info));
  });
  server.unref(); // the lock never keeps the process alive by itself
  for (let attempt = 0; ; attempt++) {
    try {
      await listen(server, address);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
      const holder = await askHolder(address);
      // A socket file nobody listens on was left by a process that died: remove it and bind again.
      if (holder === null && file && attempt === 0) {
        fs.rmSync(address, { force: true });
        continue;
      }
      throw lockedError(dataDir, holder ?? "unknown");
    }
  }
  // An earlier version's pid file says nothing now; left in place it would only mislead.
  fs.rmSync(path.join(dataDir, OLD_LOCK_FILE), { force: true });
  return () => {
    server.close();
  };
}
