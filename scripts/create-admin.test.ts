import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openEmbedded, openPostgres, queryRows, type Database } from "../src/server/db/client";
import { signInAdmin } from "../src/server/test/auth-helpers";
import { holdDataDirLock } from "../src/server/test/lock-holder";
import { ROOT, serverCommand } from "../src/server/test/server-process";
import { createTestApp } from "../src/server/test/test-app";
import { postgresOnly } from "../src/server/test/test-db";

const PASSWORD = "correct horse battery staple 42";
const USAGE = "Usage: npm run create-admin -- --email E --password P --username U";

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run create-admin -- ...args` as its own process, in a clean environment plus `env`. */
function createAdmin(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const [cmd, ...launcher] = serverCommand("create-admin");
    const child = spawn(cmd, [...launcher, ...args], {
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

const args = (email: string, username: string, password = PASSWORD) => ["--email", email, "--password", password, "--username", username];

async function admins(database: Database) {
  return queryRows<{ username: string; email: string; email_verified: boolean; role: string }>(
    database.db,
    sql`select a.username, a.email, u.email_verified, a.role from admin_users a join users u on u.id = a.user_id order by a.created_at`,
  );
}

/** The created admin can sign in through the real app on that database. */
async function expectSignIn(database: Database, email: string) {
  const t = createTestApp(database);
  const { res } = await signInAdmin(t, email);
  expect(res.status).toBe(200);
}

describe("create-admin on the embedded database", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "create-admin-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test("creates a verified owner that can sign in, and releases the data directory", async () => {
    const run = await createAdmin(args("  Owner@Example.com ", "owner"), { DATA_DIR: dataDir });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Admin account created: owner@example.com (owner). Sign in at http://localhost:3000/admin");
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    const database = await openEmbedded(dataDir);
    try {
      expect(await admins(database)).toEqual([{ username: "owner", email: "owner@example.com", email_verified: true, role: "owner" }]);
      await expectSignIn(database, "owner@example.com");
    } finally {
      await database.close();
    }
  }, 60_000);

  test("refuses while a live server holds the data directory, and leaves the database alone", async () => {
    const server = await holdDataDirLock(dataDir, "server");
    const files = () => fs.readdirSync(path.join(dataDir, "pgdata"), { recursive: true, withFileTypes: true }).map((f) => path.join(f.parentPath, f.name));
    const mtimes = () => Object.fromEntries(files().map((f) => [f, fs.statSync(f).mtimeMs]));
    const before = mtimes();
    try {
      const run = await createAdmin(args("second@example.com", "second"), { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(`The data directory ${dataDir} is in use by another process (server, pid ${server.pid})`);
      expect(run.stderr).toContain("The server is running on this embedded database: stop it, run create-admin, then start it again.");
      expect(mtimes()).toEqual(before);
    } finally {
      server.kill("SIGKILL");
      await new Promise((r) => server.on("exit", r));
    }
  }, 60_000);

  test("an old-format lock file of a live process does not stop it", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dataDir, "server.lock"), JSON.stringify({ pid: other.pid, owner: "server" }));
      const run = await createAdmin(args("third@example.com", "third"), { DATA_DIR: dataDir });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    } finally {
      other.kill();
    }
  }, 60_000);

  test("refuses a taken e-mail, exiting 1 with the field, and writes nothing", async () => {
    const run = await createAdmin(args("OWNER@example.com", "another"), { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe("--email: An account with this email already exists.");
    const database = await openEmbedded(dataDir);
    try {
      expect((await admins(database)).map((a) => a.username)).toEqual(["owner", "third"]);
      expect((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`))[0]!.n).toBe(2);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe.concurrent("create-admin arguments", () => {
  test.each([
    [
      [],
      [
        "--username: Username must be at least 3 characters",
        "--email: Please enter a valid email address",
        "--password: Password must be at least 12 characters",
      ],
    ],
    [args("not-an-email", "ok-name", "short"), ["--email: Please enter a valid email address", "--password: Password must be at least 12 characters"]],
    [["--email", "ok@example.com", "--bogus", "x"], ["Unknown option '--bogus'"]],
  ])(
    "%j exits 1 with the messages and the usage, touching nothing",
    async (argv, messages) => {
      const dataDir = path.join(os.tmpdir(), `create-admin-unused-${randomBytes(4).toString("hex")}`);
      const run = await createAdmin(argv, { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      for (const message of messages) expect(run.stderr).toContain(message);
      expect(run.stderr.trim().split("\n").at(-1)).toBe(USAGE);
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    60_000,
  );

  test("an invalid environment exits 1 naming the variable", async () => {
    const run = await createAdmin(args("ok@example.com", "owner"), { DATA_DIR: os.tmpdir(), DATABASE_URL: "mysql://nope" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("DATABASE_URL");
  }, 60_000);
});

describe.each(postgresOnly)("create-admin on %s", () => {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  let url: string;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  test("creates a verified admin through DATABASE_URL, whatever DATA_DIR holds", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "create-admin-pg-"));
    try {
      // A lock on DATA_DIR does not matter: the embedded database is not in use.
      fs.writeFileSync(path.join(dataDir, "server.lock"), JSON.stringify({ pid: process.pid, owner: "server" }));
      const run = await createAdmin(args("pg-owner@example.com", "pg-owner"), { DATA_DIR: dataDir, DATABASE_URL: url });
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(fs.readdirSync(dataDir)).toEqual(["server.lock"]);

      const again = await createAdmin(args("pg-owner@example.com", "other"), { DATA_DIR: dataDir, DATABASE_URL: url });
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe("--email: An account with this email already exists.");
      const taken = await createAdmin(args("pg-other@example.com", "PG-Owner"), { DATA_DIR: dataDir, DATABASE_URL: url });
      expect(taken.code).toBe(1);
      expect(taken.stderr.trim()).toBe("--username: This username is already taken.");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const database = await openPostgres(url);
    try {
      expect(await admins(database)).toEqual([{ username: "pg-owner", email: "pg-owner@example.com", email_verified: true, role: "owner" }]);
      await expectSignIn(database, "pg-owner@example.com");
    } finally {
      await database.close();
    }
  }, 60_000);
});
