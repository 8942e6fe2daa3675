import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { openPglite } from "./db/client";
import { freePort, spawnServer, waitForListening, type ServerProcess } from "./test/server-process";
import { migratedDataDir } from "./test/test-db";

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const tmpDir = () => {
  const d = migratedDataDir("server-");
  dirs.push(d);
  return d;
};
afterEach(async () => {
  for (const s of servers.splice(0)) {
    if (s.child.exitCode === null) {
      s.child.kill("SIGKILL");
      await s.exited;
    }
  }
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

async function start(dataDir: string, extra: Record<string, string> = {}) {
  const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, ...extra });
  servers.push(server);
  return server;
}

test("a second server on the same DATA_DIR refuses to open it", async () => {
  const dataDir = tmpDir();
  const first = await start(dataDir);
  await waitForListening(first);
  // A fresh database has no admin yet: the log says how to create one.
  expect(first.output()).toContain("No admin account exists yet. Create one with: npm run create-admin -- --email E --password P --username U");
  const second = await start(dataDir);
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/data directory .* is in use by another process \(server, pid \d+\)/);
  // The first one is unharmed.
  expect((await fetch(`${first.url}/robots.txt`)).status).toBe(200);
}, 120_000);

test("SIGTERM stops cleanly, releases the lock and keeps the data", async () => {
  const dataDir = tmpDir();
  const server = await start(dataDir);
  await waitForListening(server);
  // The lock is a socket the kernel holds (Linux: abstract namespace), not a file.
  expect(fs.readdirSync(dataDir).sort()).toEqual(["pgdata"]);
  const res = await fetch(`${server.url}/api/consultations`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100" }),
  });
  expect(res.status).toBe(201);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('"msg":"stopped"');

  const db = await openPglite(path.join(dataDir, "pgdata"));
  try {
    const rows = await db.db.execute("select name from consultations");
    expect((rows as unknown as { rows: { name: string }[] }).rows).toEqual([{ name: "Ada Lovelace" }]);
  } finally {
    await db.close();
  }
}, 120_000);

test("acknowledged writes survive SIGKILL, and a restart right after it starts at the first try", async () => {
  const dataDir = tmpDir();
  const server = await start(dataDir);
  await waitForListening(server);
  for (const page of ["/", "/gallery", "/gallery"]) {
    const res = await fetch(`${server.url}/api/visits`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ page }) });
    expect(res.status).toBe(204);
  }
  server.child.kill("SIGKILL");
  await server.exited;
  // A restart right away starts at the first try (the kernel freed the lock with the process),
  // even with a lock file of the earlier format naming a live process (here: this one).
  fs.writeFileSync(path.join(dataDir, "server.lock"), JSON.stringify({ pid: process.pid, owner: "server" }));
  const restarted = await start(dataDir);
  await waitForListening(restarted, 60_000);
  expect((await fetch(`${restarted.url}/robots.txt`)).status).toBe(200);
  restarted.child.kill("SIGTERM");
  expect(await restarted.exited).toBe(0);

  const db = await openPglite(path.join(dataDir, "pgdata"));
  try {
    const rows = await db.db.execute("select path, count from page_visits order by path");
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { path: "/", count: 1 },
      { path: "/gallery", count: 2 },
    ]);
  } finally {
    await db.close();
  }
}, 120_000);

test("SIGTERM lets a request in flight finish before the process exits", async () => {
  const server = await start(tmpDir());
  await waitForListening(server);
  const body = JSON.stringify({ name: "Grace Hopper", email: "grace@example.com", phone: "613-555-0101" });
  const response = new Promise<number>((resolve, reject) => {
    const req = http.request(`${server.url}/api/consultations`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    // Half the body now, SIGTERM, then the rest: the request is in flight during shutdown.
    req.write(body.slice(0, 10));
    setTimeout(() => {
      server.child.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(10)), 300);
    }, 200);
  });
  expect(await response).toBe(201);
  expect(await server.exited).toBe(0);
}, 120_000);

test("SIGTERM exits within 10 s even while a mail send hangs on an SMTP server that never answers", async () => {
  const connected: net.Socket[] = [];
  const smtp = net.createServer((socket) => connected.push(socket)); // accepts, never greets
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  try {
    const smtpPort = (smtp.address() as net.AddressInfo).port;
    const server = await start(tmpDir(), { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    await waitForListening(server, 60_000);
    const res = await fetch(`${server.url}/api/consultations`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100" }),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => connected.length, { timeout: 20_000 }).toBeGreaterThan(0); // the send is under way
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.output()).toContain("shutdown step did not finish in time");
  } finally {
    connected.forEach((s) => s.destroy());
    smtp.close();
  }
}, 120_000);

test("an invalid variable stops the process at boot, naming it", async () => {
  const server = await start(tmpDir(), { SMTP_URL: "not a url" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("SMTP_URL");
}, 60_000);
