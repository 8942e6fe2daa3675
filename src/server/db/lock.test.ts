import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { holdDataDirLock } from "../test/lock-holder";
import { DataDirLockedError, acquireDataDirLock } from "./lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  children.splice(0).forEach((c) => c.kill("SIGKILL"));
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});
const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null || child.signalCode ? r(null) : child.on("exit", r)));

test("a lock held by a live process refuses a second holder, naming the directory and the holder", async () => {
  const dir = tmpDir();
  const holder = await holdDataDirLock(dir, "server");
  children.push(holder);
  const attempt = acquireDataDirLock(dir, "test");
  await expect(attempt).rejects.toThrow(DataDirLockedError);
  await expect(attempt).rejects.toThrow(`The data directory ${dir} is in use by another process (server, pid ${holder.pid}).`);
});

test("a second holder in the same process is refused too, and release lets the next one in", async () => {
  const dir = tmpDir();
  const release = await acquireDataDirLock(dir, "first");
  await expect(acquireDataDirLock(dir, "second")).rejects.toThrow(`(first, pid ${process.pid})`);
  // The same directory through a symbolic link is the same lock.
  const link = path.join(tmpDir(), "link");
  fs.symlinkSync(dir, link);
  await expect(acquireDataDirLock(link, "second")).rejects.toThrow(DataDirLockedError);
  release();
  const again = await acquireDataDirLock(dir, "second");
  again();
});

test("the lock of a process killed with SIGKILL is free at once, at the first try", async () => {
  const dir = tmpDir();
  const holder = await holdDataDirLock(dir);
  holder.kill("SIGKILL");
  await exited(holder);
  const release = await acquireDataDirLock(dir, "test");
  release();
});

test("an old-format lock file never blocks, even naming a live pid, and is tidied away", async () => {
  const dir = tmpDir();
  const live = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
  children.push(live);
  const file = path.join(dir, "server.lock");
  fs.writeFileSync(file, JSON.stringify({ pid: live.pid, owner: "server", since: new Date().toISOString() }));
  const release = await acquireDataDirLock(dir, "test");
  expect(fs.existsSync(file)).toBe(false);
  release();
});

test("the lock creates a missing data directory and leaves no file in it", async () => {
  const dir = path.join(tmpDir(), "nested", "data");
  const release = await acquireDataDirLock(dir, "test");
  expect(fs.readdirSync(dir)).toEqual(process.platform === "linux" ? [] : ["server.sock"]);
  release();
});
