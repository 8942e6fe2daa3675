import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { addDays } from "../../shared/calendar-date";
import { businessDay } from "../../shared/business-time";
import type { Database } from "../db/client";
import { outbox, privacyRequests } from "../db/schema/index";
import { jobHandlers } from "../jobs/handlers";
import { createJobRunner } from "../jobs/worker";
import { scheduleRetentionRun } from "../services/retention/retention-job";
import { makeClient } from "../test/auth-fixtures";
import { call, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { seedRetentionWorld, type RetentionWorld } from "../test/retention-fixtures";
import { createTestApp, silentLogger } from "../test/test-app";
import { createTestDb, emptyTablesOf, testDbKinds } from "../test/test-db";
import { mailDirOf, sentCopyName } from "./sent-copies";
import { createMailTransport, type MailMessage } from "./transport";
import { deliverDueMail } from "./worker";

// The copies of sent e-mails follow their rows through the server's own wiring (decision 058):
// Run retention now and the daily job remove the copies of what they removed, and an erasure the
// copies of the e-mails it deleted or rewrote; every other copy stays.

const DAY = 86_400_000;
const SWEPT = "sent e-mail copies swept";

describe.each(testDbKinds)("sent copies follow their rows on %s", (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sent-copies-${kind}-`));
  const mailDir = mailDirOf({ dataDir });
  const lines: { msg: string; removed?: number }[] = [];
  const logger = pino({ level: "info" }, { write: (s: string) => void lines.push(JSON.parse(s)) });
  let database: Database;
  let t: ReturnType<typeof createTestApp>;
  let admin: string;

  beforeAll(async () => {
    database = await createTestDb(kind);
    t = createTestApp(database, { DATA_DIR: dataDir }, { logger });
    await makeAdmin(t, database);
    admin = (await signInAdmin(t)).cookie;
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await emptyTablesOf(database.db, "clients", "consultations", "job_assessments", "leads", "outbox", "jobs", "retention_runs", "confidentiality_incidents");
    await emptyTablesOf(database.db, "audit_log", "privacy_requests");
    fs.rmSync(mailDir, { recursive: true, force: true });
    lines.length = 0;
  });

  /** The sweep's log line once it has run (it runs after the commit, unawaited by the answer). */
  const swept = () =>
    vi.waitFor(
      () => {
        const line = lines.find((l) => l.msg === SWEPT);
        if (!line) throw new Error("not swept yet");
        return line;
      },
      { timeout: 10_000, interval: 20 },
    );
  /** A copy of each row as the file transport writes it. */
  async function copies(ids: string[]) {
    const transport = createMailTransport({ mailDir, logger: silentLogger });
    for (const id of ids) {
      const [row] = await database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.id} = ${id}`);
      await transport({ from: "info@maplecrestcleaning.ca", to: row!.to, subject: row!.subject, text: row!.text } satisfies MailMessage, id);
    }
  }
  const hasCopy = (id: string) => fs.readdirSync(mailDir).some((f) => f.endsWith(`-${id}.eml`));

  /** The world's e-mails with a copy each, an old copy of one still kept, a copy of no row, and a file that is no copy. */
  async function world(): Promise<{ w: RetentionWorld; orphan: string }> {
    const w = await seedRetentionWorld(database.db);
    await copies(Object.values(w.mail));
    fs.writeFileSync(path.join(mailDir, sentCopyName(w.mail.unsent, new Date(Date.now() - 200 * DAY))), "an attempt long ago");
    const orphan = randomUUID();
    fs.writeFileSync(path.join(mailDir, sentCopyName(orphan, new Date())), "its row is gone");
    fs.writeFileSync(path.join(mailDir, "notes.txt"), "not a copy");
    return { w, orphan };
  }

  /** What stays after a run: the copies of rows with their contents and address, written within the period. */
  function expectRetentionFollowed({ w, orphan }: { w: RetentionWorld; orphan: string }) {
    for (const id of [w.mail.oldSent, w.mail.oldNotify, w.mail.visitorConfirm, w.mail.clientLogin, orphan]) expect(hasCopy(id), id).toBe(false);
    expect(hasCopy(w.mail.recentSent)).toBe(true);
    // The unsent row's copy written today stays; the one of 200 days ago went.
    expect(fs.readdirSync(mailDir).filter((f) => f.endsWith(`-${w.mail.unsent}.eml`))).toHaveLength(1);
    expect(fs.readdirSync(mailDir)).toContain("notes.txt");
    expect(fs.readdirSync(mailDir)).toHaveLength(3);
  }

  test("Run retention now removes the copies of the e-mails whose contents or address it removed, of rows gone, and older than the period", async () => {
    const seeded = await world();
    const res = await call(t, "/api/admin/retention/runs", { method: "POST", cookie: admin });
    expect(res.status).toBe(201);
    expect(await swept()).toMatchObject({ removed: 6 });
    expectRetentionFollowed(seeded);
  });

  test("the daily retention job does the same once its run is finished", async () => {
    const seeded = await world();
    await scheduleRetentionRun(database.db, addDays(businessDay(), -1));
    const runner = createJobRunner({ db: database.db, handlers: { "retention.run": jobHandlers({ config: t.config })["retention.run"] }, logger });
    expect((await runner.runDue()).ran).toBe(1);
    expect(await swept()).toMatchObject({ removed: 6 });
    expectRetentionFollowed(seeded);
  });

  test("an erasure removes the copies of the e-mails it deleted or rewrote; the last e-mail's copy goes at the next run", async () => {
    const marie = await makeClient(database, "marie@example.com", "Marie Tremblay");
    await makeClient(database, "bart@example.com", "Bart Simmons");
    const mail = (to: string, text: string) =>
      database.db
        .insert(outbox)
        .values({ kind: to.startsWith("quotes@") ? "consultation.notify" : "quote.send", to, subject: "Hello", text, sentAt: new Date() })
        .returning({ id: outbox.id })
        .then((r) => r[0]!.id);
    const toMarie = await mail("marie@example.com", "Bonjour Marie Tremblay");
    const aboutMarie = await mail("quotes@maplecrestcleaning.ca", "New request from Marie Tremblay");
    const toBart = await mail("bart@example.com", "Hello Bart Simmons");
    const aboutBart = await mail("quotes@maplecrestcleaning.ca", "New request from Bart Simmons");
    await copies([toMarie, aboutMarie, toBart, aboutBart]);
    const [request] = await database.db
      .insert(privacyRequests)
      .values({ clientId: marie, kind: "deletion", channel: "phone", receivedOn: businessDay(), dueOn: addDays(businessDay(), 30) })
      .returning({ id: privacyRequests.id });

    const res = await call(t, `/api/admin/privacy/requests/${request!.id}/erase`, { method: "POST", cookie: admin });
    expect(res.status).toBe(200);
    expect(await swept()).toMatchObject({ removed: 2 });
    expect([toMarie, aboutMarie].map(hasCopy)).toEqual([false, false]);
    expect([toBart, aboutBart].map(hasCopy)).toEqual([true, true]);

    // The e-mail telling her is sent after the erasure: the worker forgets its address, and the next run its copy.
    const transport = createMailTransport({ mailDir, logger: silentLogger });
    expect(await deliverDueMail({ db: database.db, send: transport, from: "info@maplecrestcleaning.ca", logger: silentLogger })).toBe(1);
    expect(fs.readdirSync(mailDir)).toHaveLength(3);
    lines.length = 0;
    expect((await call(t, "/api/admin/retention/runs", { method: "POST", cookie: admin })).status).toBe(201);
    expect(await swept()).toMatchObject({ removed: 1 });
    expect([toBart, aboutBart].map(hasCopy)).toEqual([true, true]);
    expect(fs.readdirSync(mailDir)).toHaveLength(2);
  });
});
