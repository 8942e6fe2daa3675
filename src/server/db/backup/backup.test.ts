import { businessDay } from "../../../shared/business-time";
import { INCIDENT } from "../../test/incident-fixtures";
import { QUOTE_FORM, QUOTES } from "../../test/quote-fixtures";
import {
  adminUsers,
  billingReminders,
  checklistTemplates,
  clientConversations,
  clientMessages,
  crewAccessViews,
  idempotencyKeys,
  invoiceCheckouts,
  stripeEvents,
  invoiceVisits,
  invoicePayments,
  invoiceRefunds,
  invoiceCharges,
  autopayAgreements,
  cardSetups,
  clientCards,
  stripeCustomers,
  visitClientNotes,
  visitRatings,
  visitReports,
  serviceScheduleCrew,
  serviceSchedules,
  serviceVisitCrew,
  staffAvailability,
  staffTimeOff,
  staffWorkingHours,
  timesheetChanges,
  timesheetSettings,
  twoFactors,
  visitChecklistTicks,
  visitChecklists,
  visitCrewReports,
} from "../schema/index";
import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resolveAuthSecret } from "../../auth/secret";
import { makeClientUser, muteExpectedAuthLogs, seedClientRecords } from "../../test/auth-fixtures";
import { CLIENT_FORM, CLIENTS } from "../../test/client-fixtures";
import { call, makeAdmin, signInAdmin } from "../../test/auth-helpers";
import { assessmentBody } from "../../test/assessment-fixture";
import { FORM, LEADS } from "../../test/lead-fixtures";
import { photoDirOf } from "../../services/photos/photo-files";
import { addTestPhoto } from "../../test/photo-fixtures";
import { SERVICE_VISITS } from "../../test/service-visit-fixtures";
import { ROOT, serverCommand } from "../../test/server-process";
import { createTestApp, postJson } from "../../test/test-app";
import { testDbKinds, type DbKind } from "../../test/test-db";
import { createPgliteClient, openEmbedded, openPostgres, type Database } from "../client";
import { acquireDataDirLock } from "../lock";
import { scheduleJob } from "../../jobs/schedule";
import { enqueueMail } from "../../mail/outbox";
import { SAMPLE_SENDER } from "../../mail/templates/inputs/sender";

// `npm run backup` and `npm run restore` as an operator runs them, on every database kind at hand
// (PGlite always; PostgreSQL with TEST_DATABASE_URL, on databases made for the test): a database
// with rows in every table is backed up, restored into a new database of each kind, and compared
// row for row, every column, the migrations table and the sequences included.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Session = { query<T>(sql: string): Promise<T[]>; close(): Promise<void> };
type Target = { kind: DbKind; env: Record<string, string>; open(): Promise<Database>; connect(): Promise<Session> };

/** A new, empty database of `kind` (nothing created in it yet). */
async function newTarget(kind: DbKind): Promise<Target> {
  if (kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(tmp, "data-"));
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openEmbedded(dataDir),
      connect: async () => {
        const client = await createPgliteClient(path.join(dataDir, "pgdata"));
        await client.exec("set time zone 'UTC'");
        return { query: async <T>(sql: string) => (await client.query<T>(sql)).rows, close: () => client.close() };
      },
    };
  }
  const name = `t_backup_${randomBytes(5).toString("hex")}`;
  const admin = process.env.TEST_DATABASE_URL!;
  const adminQuery = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await adminQuery(`create database ${name}`);
  cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    open: () => openPostgres(url.toString()),
    connect: async () => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      await c.query("set time zone 'UTC'");
      return { query: async <T>(sql: string) => (await c.query(sql)).rows as T[], close: () => c.end() };
    },
  };
}

/** Run a compiled command (backup, restore) as `npm run` would, with only `env` configured. */
function command(entry: "backup" | "restore", args: string[], env: Record<string, string>) {
  const [cmd, ...launcher] = serverCommand(entry);
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(cmd, [...launcher, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env } }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

// A message whose lines look like SQL and psql to a careless reader of the dump.
const MESSAGE = "It's a 'quoted'\nline;\n\\connect is no command here\n-- nor a comment; $$ nor a body\nSET x = 1;";

/** Rows in every table through the app and the services, as the product writes them. */
async function seedEveryTable(database: Database) {
  const unmute = muteExpectedAuthLogs();
  try {
    const t = createTestApp(database);
    await resolveAuthSecret(database.db, undefined); // app_settings
    await makeAdmin(t, database);
    const { cookie } = await signInAdmin(t);
    expect(
      (await postJson(t.app, "/api/consultations", { name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100", message: MESSAGE })).status,
    ).toBe(201);
    expect((await postJson(t.app, "/api/assessments", assessmentBody())).status).toBe(201);
    expect((await postJson(t.app, "/api/visits", { page: "/gallery" })).status).toBe(204);
    const ownerUserId = await makeClientUser(database, "owner@example.com", "Olive Owner");
    // The answer kept for a request sent with an Idempotency-Key (decision 062; no route of the product uses the layer yet).
    await database.db
      .insert(idempotencyKeys)
      .values({ userId: ownerUserId, key: randomUUID(), requestHash: "c".repeat(64), status: 201, responseBody: JSON.stringify({ note: MESSAGE }) });
    const owner = await call(t, CLIENTS, { body: { ...CLIENT_FORM, fullName: "Olive Owner", email: "owner@example.com", notes: MESSAGE }, cookie });
    expect(owner.status).toBe(201);
    const ownerClient = (await owner.json()) as { id: string; addresses: { id: string }[] };
    await seedClientRecords(database, ownerClient.id, "Office cleaning");
    // A quote made, sent (its version kept) and accepted: numbered, with its timeline.
    const made = await call(t, QUOTES, {
      body: { ...QUOTE_FORM, clientId: ownerClient.id, addressId: ownerClient.addresses[0]!.id, deposit: { kind: "percent", percent: 10 } },
      cookie,
    });
    expect(made.status).toBe(201);
    const quoteId = ((await made.json()) as { quote: { id: string } }).quote.id;
    expect((await call(t, `${QUOTES}/${quoteId}/send`, { method: "POST", cookie })).status).toBe(200);
    const accepted = await call(t, `${QUOTES}/${quoteId}/accept`, { body: { version: 1, signedName: "Olive Owner", note: MESSAGE }, cookie });
    expect(accepted.status).toBe(200);
    // Its deposit invoice, issued at acceptance, partly paid and credited; a checkout, a Stripe event, a reminder.
    const depositId = ((await accepted.json()) as { quote: { invoices: { id: string }[] } }).quote.invoices[0]!.id;
    const payment = { amountCents: 100, paidOn: "2026-01-02", method: "cheque", reference: MESSAGE.slice(0, 100) };
    expect((await call(t, `/api/admin/invoices/${depositId}/payments`, { body: payment, cookie })).status).toBe(200);
    expect((await call(t, `/api/admin/invoices/${depositId}/credits`, { body: { amountCents: 100, reason: MESSAGE }, cookie })).status).toBe(200);
    await database.db
      .insert(invoiceCheckouts)
      .values({ id: "cs_test_1", invoiceId: depositId, idempotencyKey: "k", amountCents: 1, url: "https://x.test/", expiresAt: new Date() });
    await database.db.insert(stripeEvents).values({ id: "evt_1", type: "checkout.session.completed" });
    await database.db.insert(billingReminders).values({ kind: "invoice_overdue", documentId: depositId, stage: 1 });
    // A service visit from the quote, scheduled and moved (its timeline), with notes for the crew.
    const visit = {
      clientId: ownerClient.id,
      addressId: ownerClient.addresses[0]!.id,
      quoteId,
      date: "2099-01-05",
      windowStart: "08:00",
      windowEnd: "10:00",
      service: "Office cleaning",
      crewNotes: MESSAGE,
    };
    const scheduled = await call(t, SERVICE_VISITS, { body: visit, cookie });
    expect(scheduled.status).toBe(201);
    const visitId = ((await scheduled.json()) as { visit: { id: string } }).visit.id;
    expect((await call(t, `${SERVICE_VISITS}/${visitId}`, { method: "PUT", body: { ...visit, date: "2099-01-06" }, cookie })).status).toBe(200);
    // The crew's photo of it (its row; its files are under DATA_DIR/photos, decision 061).
    await addTestPhoto({ db: database.db, photoDir: photoDirOf(t.config) }, visitId, "before", 5);
    // A weekly schedule, a conversation with a message, and a rating of the visit.
    const address = { clientId: ownerClient.id, addressId: ownerClient.addresses[0]!.id };
    const schedule = {
      ...address,
      quoteId,
      service: "Office cleaning",
      frequency: "weekly",
      startDate: businessDay(),
      windowStart: "08:00",
      windowEnd: "10:00",
      crewNotes: MESSAGE,
    };
    // Started through the API: its next 90 days of visits are generated with it.
    expect((await call(t, "/api/admin/service-schedules", { body: schedule, cookie })).status).toBe(201);
    await database.db
      .insert(clientMessages)
      .values({ clientId: ownerClient.id, author: "client", body: MESSAGE, visitId, details: { preferredDate: "2099-01-07" } });
    // The conversation exists already: scheduling the visit told the client (decision 051).
    await database.db
      .insert(clientConversations)
      .values({ clientId: ownerClient.id, lastMessageAt: new Date(), lastPreview: MESSAGE.slice(0, 100), staffUnread: 1 })
      .onConflictDoUpdate({ target: clientConversations.clientId, set: { lastPreview: MESSAGE.slice(0, 100), staffUnread: 1 } });
    // A privacy request received by phone (the client told by e-mail).
    const privacy = { clientId: ownerClient.id, kind: "access", channel: "phone", receivedOn: businessDay(), details: MESSAGE };
    expect((await call(t, "/api/admin/privacy/requests", { body: privacy, cookie })).status).toBe(201);
    // A closed day of the company's own.
    expect((await call(t, "/api/admin/closed-days", { body: { date: "2099-02-02", name: MESSAGE.slice(0, 80) }, cookie })).status).toBe(201);
    await database.db.insert(visitRatings).values({ visitId, clientId: ownerClient.id, score: 3, comment: MESSAGE, followUpOpenedAt: new Date() });
    await database.db.insert(crewAccessViews).values({ visitId, viewerName: "crew member" });
    await database.db.insert(visitClientNotes).values({ visitId, authorName: "crew member", note: MESSAGE });
    await database.db.insert(visitReports).values({ visitId, language: "fr" });
    // The visit billed (decision 073): the link between an invoice and the visits it bills.
    await database.db.insert(invoiceVisits).values({ invoiceId: depositId, visitId, quoteId, live: false });
    // The card on file, automatic payment and a refund (decision 074, 076).
    const clientId = ownerClient.id;
    await database.db.insert(stripeCustomers).values({ clientId, customerId: "cus_backup" });
    await database.db.insert(clientCards).values({ clientId, paymentMethodId: "pm_backup", brand: "visa", last4: "4242", expMonth: 12, expYear: 2099 });
    await database.db.insert(cardSetups).values({ id: "cs_backup", clientId, url: "https://checkout.example/cs_backup", expiresAt: new Date() });
    await database.db.insert(autopayAgreements).values({ clientId, enabled: true, text: MESSAGE, version: "1", language: "fr", channel: "portal" });
    await database.db.insert(invoiceCharges).values({
      invoiceId: depositId,
      attempt: 1,
      idempotencyKey: `autopay:${depositId}:1`,
      amountCents: 100,
      customerId: "cus_backup",
      paymentMethodId: "pm_backup",
      card: "Visa •••• 4242",
      status: "failed",
      failureMessage: MESSAGE,
    });
    const [paid] = await database.db.select({ id: invoicePayments.id, invoiceId: invoicePayments.invoiceId }).from(invoicePayments).limit(1);
    await database.db.insert(invoiceRefunds).values({ invoiceId: paid!.invoiceId, paymentId: paid!.id, amountCents: 1, reason: MESSAGE, status: "failed" });
    // The field team (decisions 064-069): the owner on the visit's and the schedule's crews, their
    // hours and time off, a checklist ticked, a note to the office, two-step sign-in, timesheets.
    const [staff] = await database.db.select({ userId: adminUsers.userId }).from(adminUsers).limit(1);
    const [series] = await database.db.select({ id: serviceSchedules.id }).from(serviceSchedules).limit(1);
    const userId = staff!.userId;
    await database.db.insert(serviceVisitCrew).values({ visitId, userId });
    await database.db.insert(serviceScheduleCrew).values({ scheduleId: series!.id, userId });
    await database.db.insert(staffAvailability).values({ userId });
    await database.db.insert(staffWorkingHours).values({ userId, weekday: 1, startTime: "08:00", endTime: "16:00" });
    await database.db.insert(staffTimeOff).values({ userId, startDate: "2099-03-01", endDate: "2099-03-05", reason: MESSAGE });
    const rooms = [{ id: "kitchen", name: { en: "Kitchen", fr: "Cuisine" }, items: [{ id: "sink", label: { en: "Sink", fr: "Évier" } }] }];
    await database.db.insert(checklistTemplates).values({ service: "other", rooms }).onConflictDoNothing();
    await database.db.insert(visitChecklists).values({ visitId, service: "other", rooms });
    await database.db.insert(visitChecklistTicks).values({ visitId, itemId: "sink", done: true, byUserId: userId, byName: "owner" });
    await database.db.insert(visitCrewReports).values({ visitId, kind: "note", text: MESSAGE, visitDate: "2099-01-06", authorUserId: userId });
    await database.db.insert(twoFactors).values({ id: randomUUID(), userId, secret: "encrypted-secret", backupCodes: "encrypted-codes" });
    await database.db.insert(timesheetSettings).values({ kind: "weekly", startsOn: "2026-11-01" });
    const start = new Date("2099-01-06T13:00:00Z");
    await database.db.insert(timesheetChanges).values({
      entryId: randomUUID(),
      visitId,
      cleanerUserId: userId,
      cleanerName: "owner",
      workDate: "2099-01-06",
      service: "Office cleaning",
      startAt: start,
      endAt: new Date(start.getTime() + 2 * 3_600_000),
      kind: "added",
      reason: MESSAGE,
      byName: "owner",
    });
    // A consent to news recorded by phone (the ledger), and an announcement sent to the owner (its recipients; decision 057).
    expect((await call(t, `${CLIENTS}/${ownerClient.id}/consent`, { body: { action: "given" }, cookie })).status).toBe(201);
    const { updatedAt: _, canEdit: __, ...settings } = (await (await call(t, "/api/admin/settings", { cookie })).json()) as Record<string, unknown>;
    expect((await call(t, "/api/admin/settings", { method: "PUT", body: { ...settings, mailingAddress: "PO Box 1, Ottawa ON K1A 0A1" }, cookie })).status).toBe(
      200,
    );
    const announcement = await call(t, "/api/admin/announcements", {
      body: { subjectEn: "News", bodyEn: MESSAGE, subjectFr: "Nouvelles", bodyFr: MESSAGE },
      cookie,
    });
    expect(announcement.status).toBe(201);
    const announcementId = ((await announcement.json()) as { id: string }).id;
    expect((await call(t, `/api/admin/announcements/${announcementId}/send`, { method: "POST", cookie })).status).toBe(200);
    // Retention periods saved, a run (its counts), and an incident that concerned the client (decision 055).
    expect((await call(t, "/api/admin/retention/settings", { method: "PUT", body: { enquiryMonths: 24, mailBodyDays: 90 }, cookie })).status).toBe(200);
    expect((await call(t, "/api/admin/retention/runs", { method: "POST", cookie })).status).toBe(201);
    expect((await call(t, "/api/admin/incidents", { body: { ...INCIDENT, clientIds: [ownerClient.id] }, cookie })).status).toBe(201);
    expect((await call(t, "/api/auth/sign-in/magic-link", { body: { email: "owner@example.com" } })).status).toBe(200); // verifications
    const lead = await call(t, LEADS, { body: FORM, cookie });
    expect(lead.status).toBe(201);
    const { id } = (await lead.json()) as { id: string };
    expect((await call(t, `${LEADS}/${id}/convert`, { method: "POST", cookie })).status).toBe(200);
    const invited = { email: "new.staff@example.com", role: "cleaner", language: "fr" };
    expect((await call(t, "/api/admin/staff/invitations", { body: invited, cookie })).status).toBe(201);
    // A message with a file (every byte value, so the dump's bytea escaping is exercised), and a job.
    const content = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
    const inbox = { name: "Maple Crest Cleaning", email: "quotes@example.com", sender: SAMPLE_SENDER };
    const consultation = { name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100", company: undefined, service: undefined, message: MESSAGE };
    await enqueueMail(database.db, {
      kind: "consultation.notify",
      data: { consultation, inbox },
      attachments: [{ filename: "quote.pdf", contentType: "application/pdf", content }],
    });
    await scheduleJob(database.db, { kind: "test.run", dedupeKey: "backup:job", runAt: new Date(), payload: { label: MESSAGE } });
  } finally {
    unmute();
  }
}

type Snapshot = Record<string, string[]>;

/** Every row of every table (as JSON, sorted) and every sequence's position, in all schemas of ours. */
async function snapshot(target: Target): Promise<Snapshot> {
  const session = await target.connect();
  try {
    return await snapshotOf(session);
  } finally {
    await session.close();
  }
}

async function snapshotOf(session: Session): Promise<Snapshot> {
  const relations = await session.query<{ name: string; kind: string }>(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name, c.relkind as kind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`);
  const out: Snapshot = {};
  for (const { name, kind } of relations) {
    const sql = kind === "S" ? `select last_value || ' ' || is_called as r from ${name}` : `select row_to_json(t)::text as r from ${name} t`;
    out[name] = (await session.query<{ r: string }>(sql)).map((row) => row.r).sort();
  }
  return out;
}

describe.each(testDbKinds)("a backup of the %s database", (sourceKind) => {
  let source: Target;
  let before: Snapshot;
  const file = path.join(tmp, `${sourceKind}.sql`);

  beforeAll(async () => {
    source = await newTarget(sourceKind);
    const database = await source.open();
    await seedEveryTable(database);
    await database.checkpoint();
    await database.close();
    before = await snapshot(source);
    const backup = await command("backup", ["--out", file], source.env);
    expect(backup.output).toMatch(/^Backup of the .* database written to .*\.sql \(\d+ KB\)\.$/m);
    expect(backup.code).toBe(0);
  }, 120_000);

  test("has rows in every table: the migrations, the lookups and every table the product writes", () => {
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["drizzle.__drizzle_migrations", "public.users", "public.leads"]));
    expect(
      Object.entries(before)
        .filter(([, rows]) => rows.length === 0)
        .map(([name]) => name),
    ).toEqual([]);
    expect(fs.readFileSync(file, "utf8")).toMatch(/^-- PostgreSQL database dump$/m);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  test.each(testDbKinds)(
    "restores into a new %s database, row for row",
    async (targetKind) => {
      const target = await newTarget(targetKind);
      const restore = await command("restore", [file], target.env);
      expect(restore.output).toContain("Restored");
      expect(restore.code).toBe(0);
      expect(await snapshot(target)).toEqual(before);
    },
    120_000,
  );

  test("refuses to restore over a database that has tables; --force replaces it whole", async () => {
    const database = await source.open();
    await postJson(createTestApp(database).app, "/api/consultations", { name: "After Backup", email: "late@example.com", phone: "613-555-0101" });
    await database.checkpoint();
    await database.close();
    const refused = await command("restore", [file], source.env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not empty|already exists/);
    expect(refused.output).toContain("pass --force");
    expect((await snapshot(source))["public.consultations"]).toHaveLength(2);
    const forced = await command("restore", [file, "--force"], source.env);
    expect(forced.code).toBe(0);
    expect(await snapshot(source)).toEqual(before);
  }, 120_000);
});

test("the embedded database is not backed up while a server holds it, nor when its pg_dump would cut a line", async () => {
  const target = await newTarget("pglite");
  const database = await target.open();
  await postJson(createTestApp(database).app, "/api/consultations", {
    name: "Ada",
    email: "ada@example.com",
    phone: "613-555-0100",
    message: "Hi\n\\restrict me",
  });
  await database.close();
  const out = path.join(tmp, "refused.sql");
  const release = await acquireDataDirLock(target.env.DATA_DIR!, "server");
  try {
    const backup = await command("backup", ["--out", out], target.env);
    expect(backup.code).toBe(1);
    expect(backup.output).toMatch(/in use by another process \(server, pid \d+\)[\s\S]*stop it, run the backup, start it again/);
    fs.writeFileSync(path.join(tmp, "any.sql"), "-- PostgreSQL database dump\n-- PostgreSQL database dump complete\n");
    const restore = await command("restore", [path.join(tmp, "any.sql"), "--force"], target.env);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain("Stop the server before restoring its database.");
  } finally {
    release();
  }
  // pgDump drops every line that starts with \restrict, a value's lines too: refused, not cut.
  const backup = await command("backup", ["--out", out], target.env);
  expect(backup.code).toBe(1);
  expect(backup.output).toContain('A value in public.consultations.message has a line that starts with "\\restrict"');
  expect(fs.existsSync(out)).toBe(false);
}, 60_000);
