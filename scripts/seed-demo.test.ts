import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { clients } from "../src/server/db/schema/index";
import { openEmbedded } from "../src/server/db/client";
import { holdDataDirLock } from "../src/server/test/lock-holder";
import { ROOT, serverCommand } from "../src/server/test/server-process";

// The command's own refusals (the data itself is checked in src/server/demo/seed-demo.test.ts):
// a database with clients, and an embedded database a running server holds. Both exit 1 with a
// message and change nothing.

type Run = { code: number | null; stdout: string; stderr: string };

function seedDemo(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const [cmd, ...launcher] = serverCommand("seed-demo");
    const child = spawn(cmd, launcher, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run seed:demo on the embedded database", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-demo-"));
    const database = await openEmbedded(dataDir);
    await database.db.insert(clients).values({ fullName: "Existing Client", email: "existing@example.com", phoneNumber: "613-555-0100" });
    await database.checkpoint();
    await database.close();
  }, 60_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test("refuses a database that already has clients", async () => {
    const run = await seedDemo({ DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("This database already has 1 client: seed:demo fills an empty database only, and changed nothing.");
    expect(run.stdout).not.toContain("Demo data added");
    const database = await openEmbedded(dataDir);
    try {
      expect(await database.db.select({ name: clients.fullName }).from(clients)).toEqual([{ name: "Existing Client" }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  test("refuses while a live server holds the data directory", async () => {
    const server = await holdDataDirLock(dataDir, "server");
    try {
      const run = await seedDemo({ DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("The server is running on this embedded database: stop it, run seed:demo, then start it again.");
    } finally {
      server.kill("SIGKILL");
      await new Promise((r) => server.on("exit", r));
    }
  }, 60_000);
});
