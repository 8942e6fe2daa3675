import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { waitForLock } from "../lock-file";
import { ROOT } from "../root";
import { clientDirOf, lockFileOf, stampFileOf } from "./build-dir";
import { writeScriptHashes } from "../http/script-hashes";
import { compressClient } from "./compress";
import { writeCrewShell } from "./crew-shell";
import { hashInputs } from "./inputs";

// A build never changes the files under a running server, and two builds never write to one
// directory: each build is made in a temporary directory of its own, then swapped in under the
// build lock. A server reads its whole build into memory under the same lock (static-files.ts),
// so a later swap cannot take a file from under it.

/**
 * Run `fn` holding `<dir>/.lock`, waiting while another process holds it. Leftovers of a build
 * that was killed are removed first (nobody else can be using them while we hold the lock).
 */
export async function withBuildLock<T>(dir: string, owner: string, log: (msg: string) => void, fn: () => Promise<T> | T): Promise<T> {
  fs.mkdirSync(dir, { recursive: true });
  const release = await waitForLock(lockFileOf(dir), owner, {
    onWait: (holder) => log(`waiting for the web build in ${path.relative(process.cwd(), dir) || "."} (${holder.owner}, pid ${holder.pid})`),
  });
  try {
    for (const name of fs.readdirSync(dir)) {
      if (name.startsWith(".tmp-") || name.startsWith(".old-")) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    }
    return await fn();
  } finally {
    release();
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`react-router build failed (${signal ?? `exit code ${code}`})`))));
  });
}

/** React Router's command line, as its package names it (the file moved between major versions). */
function reactRouterCli(): string {
  const dir = path.join(ROOT, "node_modules/@react-router/dev");
  const { bin } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { bin: Record<string, string> };
  return path.join(dir, bin["react-router"]!);
}

/**
 * Build the web client into `<dir>/client` (the caller holds the build lock): React Router's build
 * in `<dir>/.tmp-<pid>`, compressed copies, then the swap. The stamp is removed before the swap and
 * written after it, so a crash in between leaves no stamp, and the next start builds again.
 */
export async function buildWebClient(dir: string, log: (msg: string) => void): Promise<void> {
  const stamp = hashInputs(); // the inputs as this build reads them
  const tmp = path.join(dir, `.tmp-${process.pid}`);
  const old = path.join(dir, `.old-${process.pid}`);
  // The prerender imports the server build it has just written, and that build imports react-dom
  // and the rest by package name: Node finds them only from a folder inside the project (its
  // node_modules). A BUILD_DIR outside the project is therefore built in the project's .tmp/ and
  // its client folder copied next to the build it replaces (a rename may cross file systems).
  const inside = isInsideProject(dir);
  const work = inside ? tmp : path.join(ROOT, ".tmp", `web-build-${process.pid}`);
  try {
    if (!inside) removeDeadWorkDirs();
    await run(process.execPath, [reactRouterCli(), "build"], { ...process.env, BUILD_DIR: work });
    writeCrewShell(clientDirOf(work));
    const count = compressClient(clientDirOf(work));
    log(`compressed ${count} files`);
    const pages = writeScriptHashes(clientDirOf(work));
    log(`hashed the inline scripts of ${pages} pages`);
    if (!inside) fs.cpSync(clientDirOf(work), clientDirOf(tmp), { recursive: true });
    fs.rmSync(stampFileOf(dir), { force: true });
    if (fs.existsSync(clientDirOf(dir))) fs.renameSync(clientDirOf(dir), old);
    fs.renameSync(clientDirOf(tmp), clientDirOf(dir));
    fs.writeFileSync(`${stampFileOf(dir)}.tmp`, stamp);
    fs.renameSync(`${stampFileOf(dir)}.tmp`, stampFileOf(dir));
    log(`built the web client into ${path.relative(process.cwd(), clientDirOf(dir))}`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(old, { recursive: true, force: true });
    if (!inside) fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Whether `dir` is the project's folder or below it (where Node finds the project's packages). */
export function isInsideProject(dir: string): boolean {
  const rel = path.relative(ROOT, path.resolve(dir));
  return rel !== ".." && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

/** The project's .tmp/web-build-<pid> folders of builds whose process is gone (killed mid-build). */
function removeDeadWorkDirs(): void {
  const base = path.join(ROOT, ".tmp");
  if (!fs.existsSync(base)) return;
  for (const name of fs.readdirSync(base)) {
    const pid = /^web-build-(\d+)$/.exec(name)?.[1];
    if (pid && Number(pid) !== process.pid && !isAlive(Number(pid))) fs.rmSync(path.join(base, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `<dir>/client` was built from the current sources and site settings. */
export function isFresh(dir: string): boolean {
  const have = fs.existsSync(stampFileOf(dir)) ? fs.readFileSync(stampFileOf(dir), "utf8") : "";
  return have === hashInputs() && fs.existsSync(path.join(clientDirOf(dir), "index.html"));
}
