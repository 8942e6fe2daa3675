import { eq } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { startMailCatcher } from "../../../e2e/support/mail-catcher";
import { readMailbox } from "../../../e2e/support/mailbox";
import type { Database } from "../db/client";
import { outbox } from "../db/schema/index";
import { submitConsultation } from "../services/consultations/submit-consultation";
import { silentLogger } from "../test/test-app";
import { MAIL_FROM as FROM, MAIL_INBOX as INBOX, queueTestMail, sampleConsultation } from "../test/outbox-fixtures";
import { testDbKinds } from "../test/test-db";
import { useTestDb } from "../test/use-test-db";
import { createMailTransport, type MailMessage } from "./transport";
import { deliverDueMail, retryDelaySeconds, startMailWorker } from "./worker";

const request = sampleConsultation({ company: "Rideau Dental Clinic", service: "deep-cleaning", message: "Weekly, after 6 PM." });

test("the retry delay doubles from 30 s and is capped at one hour", () => {
  expect([1, 2, 3, 4, 7, 8, 50].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
});

describe.each(testDbKinds)("mail outbox delivery on %s", (kind) => {
  let database: Database;
  let mailDir: string;
  let refusing: boolean;
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

  useTestDb(kind, (db) => (database = db));
  beforeEach(async () => {
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-catcher-"));
    refusing = false;
    catcher = await startMailCatcher(mailDir, { refuse: () => refusing });
  });
  afterEach(async () => {
    await catcher.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  const deliver = (now?: Date) =>
    deliverDueMail({
      db: database.db,
      send: createMailTransport({ smtpUrl: catcher.url, mailDir: "/nonexistent", logger: silentLogger }),
      from: FROM,
      logger: silentLogger,
      now,
    });
  const outboxRow = async () => {
    const [row, ...more] = await database.db.select().from(outbox);
    expect(more).toHaveLength(0);
    return row!;
  };

  test("a queued consultation e-mail reaches a real SMTP server once and is marked sent", async () => {
    await submitConsultation({ db: database.db, input: request, inbox: INBOX });

    expect(await deliver()).toBe(1);

    const [mail, ...more] = await readMailbox(mailDir);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("New Quote Request from Jane Doe");
    expect(mail!.from?.text).toBe(`"Maple Crest Cleaning" <info@maplecrestcleaning.ca>`);
    expect(mail!.to).toMatchObject({ value: [{ address: INBOX.email }] });
    expect(mail!.replyTo).toMatchObject({ value: [{ address: "jane@example.com" }] });
    for (const line of ["Phone: 613-555-0100", "Company: Rideau Dental Clinic", "Service Needed: Deep Cleaning Services", "Weekly, after 6 PM."]) {
      expect(mail!.text).toContain(line);
    }
    const row = await outboxRow();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, lockedBy: null, lastError: null, failure: null });
    // The Message-ID names the outbox row, so every attempt of one message carries the same one.
    expect(mail!.messageId).toBe(`<${row.id}@maplecrestcleaning.ca>`);

    expect(await deliver()).toBe(0);
    expect(await readMailbox(mailDir)).toHaveLength(1);
  });

  test("a line break in the visitor's name cannot add headers or recipients", async () => {
    await submitConsultation({
      db: database.db,
      input: { ...request, name: "Eve\r\nBcc: victim@example.com" },
      inbox: INBOX,
    });

    expect(await deliver()).toBe(1);

    const [mail] = await readMailbox(mailDir);
    expect(mail!.headers.has("bcc")).toBe(false);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.to).toMatchObject({ value: [{ address: INBOX.email }] });
  });

  test("a refused message is retried after the backoff and then delivered", async () => {
    await submitConsultation({ db: database.db, input: request, inbox: INBOX });
    refusing = true;
    const t0 = new Date(Date.now() + 1000);

    expect(await deliver(t0)).toBe(0);

    const failed = await outboxRow();
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null });
    expect(failed.lastError).toMatch(/451|Mailbox unavailable/);
    // The backoff counts from the failure (a moment after the pass started).
    const backoff = failed.nextAttemptAt.getTime() - t0.getTime() - retryDelaySeconds(1) * 1000;
    expect(backoff).toBeGreaterThanOrEqual(0);
    expect(backoff).toBeLessThan(5000);
    expect(failed.failure).toBe("deferred");

    // Before the backoff has passed nothing is tried, even with the server accepting again.
    refusing = false;
    expect(await deliver(new Date(failed.nextAttemptAt.getTime() - 1000))).toBe(0);
    expect(await outboxRow()).toMatchObject({ attempts: 1, sentAt: null });
    expect(await readMailbox(mailDir)).toHaveLength(0);

    expect(await deliver(new Date(failed.nextAttemptAt.getTime() + 1000))).toBe(1);
    const sent = await outboxRow();
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(await readMailbox(mailDir)).toHaveLength(1);
  });

  test("a message leased to another worker is left alone until the lease runs out", async () => {
    await submitConsultation({ db: database.db, input: request, inbox: INBOX });
    const now = new Date(Date.now() + 1000);
    const leaseEnd = new Date(now.getTime() + 300_000);
    await database.db.update(outbox).set({ lockedUntil: leaseEnd });

    expect(await deliver(now)).toBe(0);
    expect(await deliver(new Date(leaseEnd.getTime() + 1000))).toBe(1);
    expect(await readMailbox(mailDir)).toHaveLength(1);
  });

  test("two workers running at once never send one message twice", async () => {
    const total = 25;
    for (let i = 0; i < total; i++) {
      await queueTestMail(database.db, `Message ${i}`);
    }
    const sent: string[] = [];
    const slowSend = async (message: MailMessage) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(message.subject);
    };
    const worker = () => deliverDueMail({ db: database.db, send: slowSend, from: FROM, logger: silentLogger });

    let delivered = 0;
    for (let round = 0; round < 5 && delivered < total; round++) {
      const [a, b] = await Promise.all([worker(), worker()]);
      delivered += a + b;
    }

    expect(delivered).toBe(total);
    expect(sent).toHaveLength(total);
    expect(new Set(sent).size).toBe(total);
    const unsent = await database.db.select().from(outbox).where(eq(outbox.attempts, 0));
    expect(unsent).toHaveLength(0);
  });

  test("pokes during a batch fold into one more batch, and full batches go on at once", async () => {
    const total = 25;
    for (let i = 0; i < total; i++) {
      await queueTestMail(database.db, `Message ${i}`);
    }
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const send = async (message: MailMessage) => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 2));
      sent.push(message.subject);
      inFlight--;
    };
    // A long interval: only pokes and full batches can make it deliver within the test.
    const worker = startMailWorker({ db: database.db, send, from: FROM, logger: silentLogger, intervalMs: 60_000 });
    try {
      for (let i = 0; i < 20; i++) worker.poke();
      const deadline = Date.now() + 10_000;
      while (sent.length < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await worker.stop();
    }
    expect(sent).toHaveLength(total);
    expect(new Set(sent).size).toBe(total);
    expect(most).toBe(1);
  });
});
