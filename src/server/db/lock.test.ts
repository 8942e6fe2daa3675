import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { DataDirLockedError, acquireDataDirLock } from "./lock";

const dirs: string[] = [];
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

test("a lock held by a live process refuses a second holder", async () => {
  const dir = tmpDir();
  const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
  try {
    fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: other.pid, owner: "server" }));
    expect(() => acquireDataDirLock(dir, "test")).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir, "test")).toThrow(/in use by another process \(server, pid \d+\)/);
  } finally {
    other.kill();
  }
});

test("a stale lock of a dead process is taken over, and release removes it", async () => {
  const dir = tmpDir();
  const dead = spawn(process.execPath, ["-e", ""]);
  await new Promise((r) => dead.on("exit", r));
  fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: dead.pid, owner: "server" }));
  const release = acquireDataDirLock(dir, "test");
  expect(JSON.parse(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(process.pid);
  release();
  expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
});

test("the lock creates a missing data directory", () => {
  const dir = path.join(tmpDir(), "nested", "data");
  const release = acquireDataDirLock(dir, "test");
  expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(true);
  release();
});
