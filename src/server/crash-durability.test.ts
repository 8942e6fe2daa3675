import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { crashRound, type RoundResult, type Target } from "./test/crash-round";
import { createPostgresDatabase, postgresOnly, testDbKinds, type DbKind } from "./test/test-db";

// Real server processes (the compiled bundle) SIGKILLed in the middle of submissions and of their
// e-mail delivery, counted afterwards at the database and at an SMTP catcher. Each round takes
// 10-45 s: on PostgreSQL the killed process's claimed messages wait for its 30 s lease.

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setUp(kind: DbKind): Promise<{ target: Target; mailDir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, "data");
  fs.mkdirSync(dataDir);
  const mailDir = path.join(dir, "mail");
  if (kind === "pglite") return { target: { kind, dataDir }, mailDir };
  const { url, drop } = await createPostgresDatabase();
  cleanups.push(drop);
  return { target: { kind, dataDir, url }, mailDir };
}

/** Nothing acknowledged is lost or stored twice; every e-mail arrives from one outbox row. */
function expectExactlyOnce(r: RoundResult, kind: DbKind) {
  expect(r.acknowledged).toBeGreaterThan(10);
  // The kill came in the middle of delivery: some e-mails had gone out, others were sent after.
  expect(r.mailedBeforeKill).toBeGreaterThan(0);
  expect(r.delaysMs.length).toBeGreaterThan(0);
  expect(r).toMatchObject({ lost: 0, storedTwice: 0, mailsMissing: 0, mailedTwice: 0, outboxUndelivered: 0 });
  // One Message-ID per outbox row sent; on PostgreSQL, where the round waits for the whole
  // outbox, that is every message the round queued.
  expect(r.messageIds).toBe(r.outboxRows - r.outboxQueued);
  if (kind === "postgres") expect(r.outboxQueued).toBe(0);
  // A kill between the SMTP server's acceptance and the outbox's record of it repeats that one
  // message, with its Message-ID (shown in mail/recovery.test.ts): at most one per kill.
  expect(r.repeats).toBeLessThanOrEqual(1);
}

describe.each(testDbKinds)("crash durability on %s", (kind) => {
  test("SIGKILL during submissions and delivery, then a restart: every acknowledged submission is stored once and mailed once", async () => {
    const r = await crashRound({ ...(await setUp(kind)), prefix: "crash" });
    expectExactlyOnce(r, kind);
  }, 150_000);
});

describe.each(postgresOnly)("two server processes on one %s database", (kind) => {
  test("one is SIGKILLed mid-delivery and not restarted: the other delivers every message, each once", async () => {
    const r = await crashRound({ ...(await setUp(kind)), prefix: "pair", servers: 2, restart: false });
    expectExactlyOnce(r, kind);
  }, 150_000);
});
