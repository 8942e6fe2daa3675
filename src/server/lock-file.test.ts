import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { tryLock, waitForLock } from "./lock-file";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const lockFile = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "lock-file-"));
  dirs.push(d);
  return path.join(d, ".lock");
};

test("a second taker waits until the holder releases, and is told who holds it", async () => {
  const file = lockFile();
  const first = tryLock(file, "npm run build");
  if (!("release" in first)) throw new Error("not taken");
  // This process holds it; a holder with another live pid is what another process would find.
  fs.writeFileSync(file, JSON.stringify({ pid: process.ppid, owner: "npm run build" }));
  const told: string[] = [];
  let got = false;
  const waiting = waitForLock(file, "server start", { onWait: (h) => told.push(`${h.owner} ${h.pid}`), pollMs: 10 }).then((release) => {
    got = true;
    return release;
  });
  await new Promise((r) => setTimeout(r, 100));
  expect(got).toBe(false);
  expect(told).toEqual([`npm run build ${process.ppid}`]);
  fs.rmSync(file); // the holder releases
  const release = await waiting;
  expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ pid: process.pid, owner: "server start" });
  release();
  expect(fs.existsSync(file)).toBe(false);
});

test("waiting gives up after its time limit, naming the holder", async () => {
  const file = lockFile();
  fs.writeFileSync(file, JSON.stringify({ pid: process.ppid, owner: "server start" }));
  await expect(waitForLock(file, "npm run build", { timeoutMs: 50, pollMs: 10 })).rejects.toThrow(/held by server start \(pid \d+\)/);
});
