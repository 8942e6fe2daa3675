import { asc, eq, sql } from "drizzle-orm";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { startMailCatcher } from "../../../e2e/support/mail-catcher";
import { readMailbox } from "../../../e2e/support/mailbox";
import type { Database } from "../db/client";
import { outbox } from "../db/schema/index";
import { silentLogger } from "../test/test-app";
import { queueTestMail } from "../test/outbox-fixtures";
import { testDbKinds } from "../test/test-db";
import { useTestDb } from "../test/use-test-db";
import { classifyMailError } from "./failure";
import { LEASE_SECONDS } from "./lease";
import { SMTP_TIMEOUTS, createMailTransport, type MailMessage } from "./transport";
import { PROBE_SECONDS, createMailDelivery, startMailWorker } from "./worker";

const FROM = "Maple Crest Cleaning <info@maplecrestcleaning.ca>";
const logger = silentLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("every SMTP timeout is set and is at most half the lease", () => {
  for (const ms of Object.values(SMTP_TIMEOUTS)) {
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual((LEASE_SECONDS * 1000) / 2);
  }
});

test("a failure about the server makes everything wait for it; one about the message is the message's", () => {
  const err = (code: string, responseCode?: number) => Object.assign(new Error(code), { code, responseCode });
  expect(["ESOCKET", "ETIMEDOUT", "ECONNECTION", "EDNS", "ETLS", "EAUTH", "EPROTOCOL"].map((c) => classifyMailError(err(c)))).toEqual(
    Array(7).fill("unreachable"),
  );
  expect(classifyMailError(err("EMESSAGE", 421))).toBe("unreachable");
  expect(classifyMailError(err("EMESSAGE", 451))).toBe("deferred");
  expect(classifyMailError(err("EENVELOPE", 550))).toBe("rejected");
  expect(classifyMailError(err("EENVELOPE"))).toBe("rejected");
  expect(classifyMailError(new Error("disk full"))).toBe("unreachable");
});

describe.each(testDbKinds)("mail recovery on %s", (kind) => {
  let database: Database;
  const cleanups: (() => unknown)[] = [];
  useTestDb(kind, (db) => (database = db));
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  /** Messages queued in this order: a second apart, so the order holds whatever the clock's resolution. */
  const queue = async (...subjects: string[]) => {
    for (const [i, subject] of subjects.entries()) {
      await queueTestMail(database.db, subject);
      const at = sql`now() - ${subjects.length - i} * interval '1 second'`;
      await database.db.update(outbox).set({ createdAt: at, nextAttemptAt: at }).where(eq(outbox.subject, subject));
    }
  };
  const rows = () => database.db.select().from(outbox).orderBy(asc(outbox.createdAt));

  test("a server that accepts the connection and never answers fails the send within the timeout, and the message stays leased meanwhile", async () => {
    let connectedAt = 0;
    const silent = net.createServer((socket) => {
      connectedAt = Date.now();
      cleanups.push(() => socket.destroy());
    });
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    cleanups.push(() => new Promise((r) => silent.close(r)));
    const port = (silent.address() as net.AddressInfo).port;
    // A lease of 1 s renewed every ~333 ms, and a greeting timeout of 2 s: the send outlasts the
    // first lease, so only the renewal keeps the message from a second worker.
    const timeouts = { connection: 2000, greeting: 2000, socket: 2000, dns: 2000 };
    const send = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: "/nonexistent", logger, timeouts });
    await queue("Stuck");

    // Both workers' clocks a second ahead, so the message queued just now is due to either.
    const ahead = () => new Date(Date.now() + 1000);
    let settledAt = 0;
    const first = createMailDelivery({ db: database.db, send, from: FROM, logger, leaseSeconds: 1 })(ahead()).finally(() => (settledAt = Date.now()));
    const deadline = Date.now() + 10_000;
    while (!connectedAt && !settledAt && Date.now() < deadline) await sleep(10);
    expect(connectedAt).toBeGreaterThan(0);
    // A second worker tries while the send hangs, until well past the first lease (claimed before the connection).
    const other = createMailDelivery({ db: database.db, send: async () => {}, from: FROM, logger, leaseSeconds: 1 });
    const tries: { at: number; sent: number }[] = [];
    while (!settledAt && Date.now() - connectedAt < 1700) {
      await sleep(150);
      const at = Date.now() - connectedAt;
      tries.push({ at, sent: (await other(ahead())).sent });
    }
    const outcome = await first;

    expect(tries.filter((t) => t.at > 1100).length).toBeGreaterThan(0);
    expect(tries.every((t) => t.sent === 0)).toBe(true);
    expect(outcome.sent).toBe(0);
    expect(settledAt - connectedAt).toBeGreaterThanOrEqual(1900);
    expect(settledAt - connectedAt).toBeLessThan(10_000);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, failure: "unreachable", sentAt: null, lockedUntil: null, lockedBy: null });
    expect(row!.lastError).toMatch(/greeting never received|timeout/i);
  });

  test("while the server is unreachable one message checks it; when it is back the waiting ones go at once, a rejected one keeps its backoff", async () => {
    await queue("Rejected", "Waiting", "Untried");
    // Earlier failures, so that their next backoffs (16 min, 4 min) outlast the test's clock.
    await database.db.update(outbox).set({ attempts: 5 }).where(eq(outbox.subject, "Rejected"));
    await database.db.update(outbox).set({ attempts: 3 }).where(eq(outbox.subject, "Waiting"));
    let down = true;
    const calls: string[] = [];
    const delivered: string[] = [];
    const send = async (m: MailMessage) => {
      calls.push(m.subject);
      if (m.subject === "Rejected") throw Object.assign(new Error("550 no such user"), { code: "EENVELOPE", responseCode: 550 });
      if (down) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" });
      delivered.push(m.subject);
    };
    const deliver = createMailDelivery({ db: database.db, send, from: FROM, logger });
    const t0 = Date.now() + 1000;
    const at = (s: number) => new Date(t0 + s * 1000);

    expect(await deliver(at(0))).toEqual({ sent: 0, more: false });
    expect(calls).toEqual(["Rejected", "Waiting"]);
    const [rejected, waiting, untried] = await rows();
    expect(rejected).toMatchObject({ attempts: 6, failure: "rejected" });
    expect(waiting).toMatchObject({ attempts: 4, failure: "unreachable" });
    // Given back untried: no attempt counted, still due, no lease.
    expect(untried).toMatchObject({ attempts: 0, failure: null, lockedUntil: null });

    // Until the next check nothing is tried, even though "Untried" is due.
    expect(await deliver(at(1))).toEqual({ sent: 0, more: false });
    expect(await deliver(at(PROBE_SECONDS - 1))).toEqual({ sent: 0, more: false });
    expect(calls).toHaveLength(2);

    // A check tries one message; the server is still down.
    await deliver(at(PROBE_SECONDS + 1));
    expect(calls).toEqual(["Rejected", "Waiting", "Untried"]);

    // The server returns; the next check (the earliest waiting message, "Untried") succeeds and
    // brings "Waiting" forward (its backoff had minutes to go), so the next pass sends it.
    // "Rejected" keeps its backoff.
    down = false;
    expect(await deliver(at(2 * PROBE_SECONDS + 2))).toEqual({ sent: 1, more: true });
    expect(await deliver(at(2 * PROBE_SECONDS + 3))).toMatchObject({ sent: 1 });
    expect(delivered).toEqual(["Untried", "Waiting"]);
    const after = await rows();
    expect(after[0]).toMatchObject({ subject: "Rejected", sentAt: null, attempts: 6, failure: "rejected" });
    expect(after[0]!.nextAttemptAt.getTime()).toBe(rejected!.nextAttemptAt.getTime());
    expect(after.slice(1).every((r) => r.sentAt && r.failure === null)).toBe(true);
  });

  test("a crash between the server's acceptance and the record repeats that message once, with the same Message-ID", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-repeat-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const catcher = await startMailCatcher(dir);
    cleanups.push(() => catcher.close());
    const smtp = createMailTransport({ smtpUrl: catcher.url, mailDir: "/nonexistent", logger });
    await queue("Once");
    const [row] = await rows();

    // The first worker's send is accepted, and then its process stops before recording it.
    let resume = () => {};
    const frozen = new Promise<void>((r) => (resume = r));
    const first = createMailDelivery({ db: database.db, send: async (m, id) => (await smtp(m, id), frozen), from: FROM, logger })(new Date(Date.now() + 1000));
    const deadline = Date.now() + 10_000;
    while ((await readMailbox(dir)).length === 0 && Date.now() < deadline) await sleep(20);
    // Its lease runs out (seen from a clock past it); a second worker sends the message again.
    const later = new Date(Date.now() + (LEASE_SECONDS + 5) * 1000);
    expect(await createMailDelivery({ db: database.db, send: smtp, from: FROM, logger })(later)).toMatchObject({ sent: 1 });
    resume();
    await first;

    const mails = await readMailbox(dir);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.messageId)).toEqual([`<${row!.id}@maplecrestcleaning.ca>`, `<${row!.id}@maplecrestcleaning.ca>`]);
  });

  test("the only worker of a database frees the leases a dead process left and sends at once", async () => {
    await queue("Left behind");
    await database.db.update(outbox).set({ lockedUntil: new Date(Date.now() + 3600_000), attempts: 1 });
    const delivered: string[] = [];
    const worker = startMailWorker({ db: database.db, send: async (m) => void delivered.push(m.subject), from: FROM, logger, soleWorker: true });
    cleanups.push(() => worker.stop());
    const deadline = Date.now() + 10_000;
    while (delivered.length === 0 && Date.now() < deadline) await sleep(20);
    expect(delivered).toEqual(["Left behind"]);
    await worker.stop(); // the batch records the delivery after the send returns
    const [row] = await database.db.select().from(outbox).where(eq(outbox.subject, "Left behind"));
    expect(row).toMatchObject({ attempts: 2, lockedUntil: null });
  });
});
