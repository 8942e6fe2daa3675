import fs from "node:fs";

// An exclusive lock file between processes on one machine: created with O_EXCL, holding the
// holder's pid and role. A lock whose pid is no longer alive was left by a process that died and
// is taken over. The embedded database's data directory and the web client's build use it.

export type LockHolder = { pid: number; owner: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Take the lock in `file` (its directory must exist): a function that releases it, or the live
 * process that holds it.
 */
export function tryLock(file: string, owner: string): { release: () => void } | { holder: LockHolder } {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, owner, since: new Date().toISOString() }));
      fs.closeSync(fd);
      return {
        release: () => {
          try {
            const held = JSON.parse(fs.readFileSync(file, "utf8")) as { pid: number };
            if (held.pid === process.pid) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      let held: { pid?: number; owner?: string } = {};
      try {
        held = JSON.parse(fs.readFileSync(file, "utf8"));
      } catch {
        /* unreadable (or being written this instant): treat as stale only on the second look */
        if (attempt === 0) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
          continue;
        }
      }
      if (held.pid && held.pid !== process.pid && isAlive(held.pid)) return { holder: { pid: held.pid, owner: held.owner ?? "unknown" } };
      fs.rmSync(file, { force: true }); // stale lock left by a process that died
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

/**
 * Take the lock in `file`, waiting while another live process holds it (`onWait` is told once
 * who). Gives up after `timeoutMs`.
 */
export async function waitForLock(
  file: string,
  owner: string,
  { onWait = (_holder: LockHolder) => {}, timeoutMs = 15 * 60_000, pollMs = 200 } = {},
): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    const got = tryLock(file, owner);
    if ("release" in got) return got.release;
    if (!told) onWait(got.holder);
    told = true;
    if (Date.now() > deadline) {
      throw new Error(`Gave up waiting for ${file}, held by ${got.holder.owner} (pid ${got.holder.pid}). If no such process is running, delete the file.`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
