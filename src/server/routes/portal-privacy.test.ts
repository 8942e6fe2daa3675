import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import type { PortalPrivacy, PrivacyRequestView } from "../../shared/schemas/privacy";
import type { Database } from "../db/client";
import { clearRateLimits, countOf, rowsOf, signInNewClient, useAuthTestApp, type TestApp } from "../test/auth-fixtures";
import { call, lastMailTo, makeAdmin, signInAdmin } from "../test/auth-helpers";
import { photoDirOf, photoFile } from "../services/photos/photo-files";
import { pdfText } from "../test/pdf-text";
import { BARTHOLOMEW, ROSALIND, seedPerson, type Seeded } from "../test/privacy-fixtures";
import { testDbKinds } from "../test/test-db";

// The portal's Privacy page (issue 28) through the real app: what we hold, the archive (read back
// from the ZIP), and the client's correction and deletion requests with their e-mails.

const PRIVACY = "/api/portal/privacy";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-privacy-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.each(testDbKinds)("the portal's privacy routes on %s", (kind) => {
  let database: Database;
  let t: TestApp;
  let rosalind: Seeded;
  let bart: Seeded;
  let admin: string;
  useAuthTestApp(kind, (db, app) => ((database = db), (t = app)), { emptyEach: false, env: () => ({ DATA_DIR: path.join(dataDir, kind) }) });

  beforeAll(async () => {
    await makeAdmin(t, database);
    admin = (await signInAdmin(t)).cookie;
    rosalind = await seedPerson(t, database, admin, ROSALIND);
    await clearRateLimits(database);
    bart = await seedPerson(t, database, admin, BARTHOLOMEW);
  }, 120_000);

  test("GET /privacy counts what we hold of the signed-in client, by part, and lists their requests", async () => {
    const res = await call(t, PRIVACY, { cookie: rosalind.clientCookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as PortalPrivacy;
    const held = Object.fromEntries(body.held.map((h) => [h.part, h.count]));
    expect(held).toMatchObject({
      profile: 1,
      addresses: 1,
      consultations: 1,
      assessments: 1,
      leads: 1,
      quotes: 1,
      invoices: 2,
      payments: 1,
      schedules: 1,
      ratings: 1,
      photos: 2,
      requests: 1,
    });
    // The visit booked, and the schedule's generated visits; their message, staff's answer and the visits' notices; every e-mail to them.
    expect(held.visits).toBeGreaterThan(1);
    expect(held.messages).toBeGreaterThan(2);
    expect(held.emails).toBeGreaterThan(5);
    expect(body).toMatchObject({ hasClient: true, language: "en", retainedYears: 6 });
    expect(body.requests).toEqual([expect.objectContaining({ kind: "correction", status: "open", channel: "portal", daysLeft: 30, overdue: false })]);
  });

  test("GET /privacy/export is one ZIP: every part as JSON and as CSV (BOM, fixed columns), the PDFs, a README; only their own", async () => {
    const started = Date.now();
    const res = await call(t, `${PRIVACY}/export`, { cookie: rosalind.clientCookie });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    for (const part of [
      "profile",
      "addresses",
      "consultations",
      "assessments",
      "quotes",
      "invoices",
      "payments",
      "visits",
      "photos",
      "access_views",
      "visit_reports",
      "schedules",
      "messages",
      "requests",
    ]) {
      expect(names).toContain(`json/${part}.json`);
      expect(names).toContain(`csv/${part}.csv`);
    }
    // Who of the crew was shown the access notes of a visit of theirs, and when (decision 063).
    expect(JSON.parse(strFromU8(files["json/access_views.json"]!))).toEqual([expect.objectContaining({ service: "Deep clean", viewed_by: "crew member" })]);
    // The crew's notes for them and when the visit's report was sent (decision 066).
    expect(JSON.parse(strFromU8(files["json/visit_reports.json"]!))).toEqual([
      expect.objectContaining({ service: "Deep clean", note: expect.stringMatching(/^All done at /), report_sent_at: expect.any(String) }),
    ]);
    // The PDFs the portal serves: the quote, and the work's invoice (the deposit invoice was voided when the work was invoiced).
    expect(names.filter((n) => n.startsWith("pdf/")).sort()).toEqual([
      expect.stringMatching(/^pdf\/invoices\/F-\d{4}-\d{4}\.pdf$/),
      expect.stringMatching(/^pdf\/quotes\/Q-/),
    ]);
    const profile = JSON.parse(strFromU8(files["json/profile.json"]!)) as Record<string, unknown>[];
    expect(profile).toEqual([expect.objectContaining({ full_name: ROSALIND.fullName, email: ROSALIND.email, phone_number: ROSALIND.phone, language: "en" })]);
    // UTF-8 with a byte-order mark (EF BB BF), then the fixed header.
    expect([...files["csv/invoices.csv"]!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = strFromU8(files["csv/invoices.csv"]!);
    expect(csv.startsWith("number,kind,title,status,issue_date,due_date,subtotal_cents,")).toBe(true);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(3);
    const payments = JSON.parse(strFromU8(files["json/payments.json"]!)) as { amount_cents: unknown; recorded_at: string }[];
    expect(payments).toEqual([expect.objectContaining({ amount_cents: 1000, method: "etransfer", reference: `From ${ROSALIND.fullName}` })]);
    expect(payments[0]!.recorded_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const quote = await pdfText(files[names.find((n) => n.startsWith("pdf/quotes/"))!]!);
    expect(quote).toContain(ROSALIND.fullName);
    expect(strFromU8(files["README.txt"]!)).toContain("Your personal information held by");
    // The visit's photos as the portal would show them, each listed with its file (decision 061).
    const photos = JSON.parse(strFromU8(files["json/photos.json"]!)) as { file: string; kind: string; sha256: string; size_bytes: number }[];
    expect(photos.map((p) => p.kind)).toEqual(["before", "after"]);
    const stored = await rowsOf<{ id: string }>(database, sql`select id from visit_photos where visit_id = ${rosalind.visitId} order by kind desc`);
    for (const [i, listed] of photos.entries()) {
      expect(listed.file).toMatch(new RegExp(`^photos/\\d{4}-\\d{2}-\\d{2}-${listed.kind}-1\\.jpg$`));
      expect(Buffer.from(files[listed.file]!).equals(fs.readFileSync(photoFile(photoDirOf(t.config), stored[i]!.id, "full")))).toBe(true);
      expect(listed.size_bytes).toBe(files[listed.file]!.length);
      expect(createHash("sha256").update(files[listed.file]!).digest("hex")).toBe(listed.sha256);
    }
    expect(names.filter((n) => n.startsWith("photos/"))).toHaveLength(2);
    // Nothing of anyone else's.
    const everything = Object.entries(files)
      .filter(([n]) => !n.endsWith(".pdf") && !n.endsWith(".jpg"))
      .map(([, bytes]) => strFromU8(bytes))
      .join("\n");
    for (const word of [BARTHOLOMEW.fullName, BARTHOLOMEW.email, BARTHOLOMEW.street]) expect(everything).not.toContain(word);
    expect(everything).toContain(ROSALIND.street);
  });

  test("a French client's archive is named and described in French", async () => {
    await database.db.execute(sql`update clients set language = 'fr' where id = ${bart.clientId}`);
    const res = await call(t, `${PRIVACY}/export`, { cookie: bart.clientCookie });
    expect(res.headers.get("content-disposition")).toMatch(/filename="mes-donnees-/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(strFromU8(files["README.txt"]!)).toContain("Vos renseignements personnels détenus par");
    await database.db.execute(sql`update clients set language = 'en' where id = ${bart.clientId}`);
  });

  test("a correction is received: the client told by e-mail in their language, the company told; asking again is a 409 that says when", async () => {
    await database.db.execute(sql`update clients set language = 'fr' where id = ${bart.clientId}`);
    await database.db.execute(sql`update privacy_requests set status = 'done', closed_at = now() where client_id = ${bart.clientId}`);
    const res = await call(t, `${PRIVACY}/requests`, { body: { kind: "correction", details: "  Mon nom s’écrit Emberly.  " }, cookie: bart.clientCookie });
    expect(res.status).toBe(201);
    const made = (await res.json()) as PrivacyRequestView;
    expect(made).toMatchObject({ kind: "correction", channel: "portal", status: "open", details: "Mon nom s’écrit Emberly.", daysLeft: 30 });
    const mail = await lastMailTo(database, BARTHOLOMEW.email);
    expect(mail).toMatchObject({ kind: "privacy.received", language: "fr" });
    expect(mail!.text).toContain("la correction de vos renseignements personnels");
    expect((await lastMailTo(database, t.config.companyInbox))?.kind).toBe("privacy.request-notify");
    const again = await call(t, `${PRIVACY}/requests`, {
      body: { kind: "correction", details: "Encore" },
      cookie: bart.clientCookie,
      headers: { "accept-language": "fr" },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiErrorBody).error.message).toMatch(/^Vous avez déjà demandé une correction le \d+/);
    expect(await countOf(database, sql`from privacy_requests where client_id = ${bart.clientId} and status = 'open'`)).toBe(1);
    await database.db.execute(sql`update clients set language = 'en' where id = ${bart.clientId}`);
  });

  test("a deletion needs its confirmation; confirmed, it waits for staff with its due date", async () => {
    const unconfirmed = await call(t, `${PRIVACY}/requests`, { body: { kind: "deletion" }, cookie: bart.clientCookie });
    expect(unconfirmed.status).toBe(400);
    expect(((await unconfirmed.json()) as ApiErrorBody).error.fields).toEqual({ confirm: "Please confirm that you want your information deleted." });
    const asked = await call(t, `${PRIVACY}/requests`, { body: { kind: "deletion", confirm: true }, cookie: bart.clientCookie });
    expect(asked.status).toBe(201);
    const mail = await lastMailTo(database, BARTHOLOMEW.email);
    expect(mail!.text).toContain("We keep your invoices and payments for 6 years");
    // Nothing is erased until staff carry it out.
    expect(await countOf(database, sql`from clients where id = ${bart.clientId} and erased_at is null`)).toBe(1);
  });

  test("bad input is a 400 naming the field, and nothing is stored", async () => {
    const before = await countOf(database, sql`from privacy_requests`);
    for (const body of [
      {},
      { kind: "access" },
      { kind: "correction" },
      { kind: "correction", details: "   " },
      { kind: "correction", details: "x".repeat(2001) },
      { kind: "deletion", confirm: "yes" },
    ]) {
      const res = await call(t, `${PRIVACY}/requests`, { body, cookie: rosalind.clientCookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await countOf(database, sql`from privacy_requests`)).toBe(before);
  });

  test("a signed-in person with no client record sees what we hold by their e-mail, downloads it, and is told to call for a request", async () => {
    const { cookie } = await signInNewClient(t, database, "visitor.only@example.com");
    await call(t, "/api/consultations", { body: { name: "Visitor Only", email: "visitor.only@example.com", phone: "613-555-0188" } });
    const body = (await (await call(t, PRIVACY, { cookie })).json()) as PortalPrivacy;
    expect(body.hasClient).toBe(false);
    expect(body.held.find((h) => h.part === "consultations")?.count).toBe(1);
    expect(body.held.find((h) => h.part === "profile")?.count).toBe(0);
    const archive = unzipSync(new Uint8Array(await (await call(t, `${PRIVACY}/export`, { cookie })).arrayBuffer()));
    expect(strFromU8(archive["json/consultations.json"]!)).toContain("Visitor Only");
    const asked = await call(t, `${PRIVACY}/requests`, { body: { kind: "deletion", confirm: true }, cookie });
    expect(asked.status).toBe(409);
    expect(((await asked.json()) as ApiErrorBody).error.message).toContain(`call us at ${t.config.site.phone}`);
    expect(
      await rowsOf(database, sql`select 1 from privacy_requests r join clients c on c.id = r.client_id where c.email = 'visitor.only@example.com'`),
    ).toEqual([]);
  });
});
