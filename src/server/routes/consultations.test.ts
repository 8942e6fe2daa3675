import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, onTestFinished, test, vi } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { MAX_BODY_BYTES } from "../app";
import type { Database, Db } from "../db/client";
import { onWake } from "../db/wake";
import { consultations, outbox } from "../db/schema/index";
import { submitConsultation } from "../services/consultations/submit-consultation";
import { createTestApp, postJson } from "../test/test-app";
import { createTestDb, emptyTables, testDbKinds } from "../test/test-db";
import { SAMPLE_SENDER } from "../mail/templates/inputs/sender";

const PATH = "/api/consultations";
const NAME = "Name must be at least 2 characters";
const EMAIL = "Please enter a valid email address";
const PHONE = "Please enter a valid phone number";
const required = { name: "Jane Doe", phone: "613-555-0100", email: "jane@example.com" };
const complete = {
  ...required,
  company: "Rideau Dental Clinic",
  service: "medical-cleaning",
  message: "Two treatment rooms and a waiting area.\nEvenings only, please.",
};

/** A spy called when committed mail wakes the mail worker of `db`, for the current test. */
function mailWakeSpy(db: Db) {
  const spy = vi.fn();
  onTestFinished(onWake(db, "mail", spy));
  return spy;
}

describe.each(testDbKinds)("POST /api/consultations on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(() => database.close());
  beforeEach(() => emptyTables(database.db));

  const storedRequests = () => database.db.select().from(consultations);
  const queuedMail = () => database.db.select().from(outbox);
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;

  test("stores a complete request and queues exactly one e-mail to the company inbox", async () => {
    const onMailQueued = mailWakeSpy(database.db);
    const { app, config } = createTestApp(database);

    const res = await postJson(app, PATH, { ...complete, name: "  Jane Doe ", email: " Jane@Example.COM " });

    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const [row, ...moreRows] = await storedRequests();
    expect(moreRows).toHaveLength(0);
    expect(row).toMatchObject({ ...complete, email: "jane@example.com", language: "en" });
    expect(row!.createdAt).toBeInstanceOf(Date);

    const [mail, ...moreMail] = await queuedMail();
    expect(moreMail).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: "consultation.notify",
      to: config.companyInbox,
      replyTo: "jane@example.com",
      subject: "New Quote Request from Jane Doe",
      attempts: 0,
      sentAt: null,
    });
    for (const line of [
      "Name: Jane Doe",
      "Email: jane@example.com",
      "Phone: 613-555-0100",
      "Company: Rideau Dental Clinic",
      "Service Needed: Medical & Healthcare Facility Cleaning",
      complete.message,
      "Please respond within 24 hours.",
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(onMailQueued).toHaveBeenCalledOnce();
  });

  test("a request from a French page stores its language; the company's notification stays English", async () => {
    const { app } = createTestApp(database);
    const res = await postJson(app, PATH, complete, undefined, { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.8" });
    expect(res.status).toBe(201);
    const [row] = await storedRequests();
    expect(row!.language).toBe("fr");
    const [mail] = await queuedMail();
    expect(mail).toMatchObject({ kind: "consultation.notify", language: "en", subject: "New Quote Request from Jane Doe" });
  });

  test.each([
    ["blank", { ...required, company: "", service: "", message: "   " }],
    ["missing", required],
  ])("%s optional fields are stored as null and the e-mail shows the blank defaults", async (_, body) => {
    const { app } = createTestApp(database);

    expect((await postJson(app, PATH, body)).status).toBe(201);

    const [row] = await storedRequests();
    expect(row).toMatchObject({ company: null, service: null, message: null });
    const [mail] = await queuedMail();
    expect(mail!.text).toContain("Company: Not provided");
    expect(mail!.text).toContain("Service Needed: Not specified");
    expect(mail!.text).toContain("No additional details provided");
    expect(mail!.text).toContain("Please respond within 24 hours.");
  });

  test("optional fields have no length bounds (a 300-character company, a 5,000-character message)", async () => {
    const { app } = createTestApp(database);
    const body = { ...required, company: "C".repeat(300), message: "M".repeat(5000) };

    expect((await postJson(app, PATH, body)).status).toBe(201);

    const [row] = await storedRequests();
    expect(row!.company).toHaveLength(300);
    expect(row!.message).toHaveLength(5000);
  });

  test.each([
    { field: "name", value: "A", message: NAME },
    { field: "name", value: "   ", message: NAME },
    { field: "name", value: undefined, message: NAME },
    { field: "name", value: 42, message: NAME },
    { field: "email", value: "john@", message: EMAIL },
    { field: "email", value: "john.example.com", message: EMAIL },
    { field: "email", value: undefined, message: EMAIL },
    { field: "phone", value: "613555123", message: PHONE },
    { field: "phone", value: "   613555123  ", message: PHONE },
    { field: "phone", value: undefined, message: PHONE },
    { field: "service", value: "window-washing", message: "Please choose a service from the list" },
  ])("$field = $value answers 400 naming the field; nothing is stored or queued", async ({ field, value, message }) => {
    const onMailQueued = mailWakeSpy(database.db);
    const { app } = createTestApp(database);

    const res = await postJson(app, PATH, { ...required, [field]: value });

    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation");
    expect(error.fields).toEqual({ [field]: message });
    expect(await storedRequests()).toHaveLength(0);
    expect(await queuedMail()).toHaveLength(0);
    expect(onMailQueued).not.toHaveBeenCalled();
  });

  test("an empty form gets the three messages at once", async () => {
    const { app } = createTestApp(database);

    const res = await postJson(app, PATH, { name: "", email: "", phone: "", company: "", service: "", message: "" });

    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ name: NAME, email: EMAIL, phone: PHONE });
  });

  test("a filled honeypot answers like a success but stores and sends nothing", async () => {
    const onMailQueued = mailWakeSpy(database.db);
    const { app } = createTestApp(database);

    const res = await postJson(app, PATH, { ...complete, website: "https://spam.example" });

    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(await storedRequests()).toHaveLength(0);
    expect(await queuedMail()).toHaveLength(0);
    expect(onMailQueued).not.toHaveBeenCalled();
  });

  test("more requests than the per-IP limit answer 429 with Retry-After; another IP is still served", async () => {
    const { app } = createTestApp(database, { CONSULTATION_RATE_LIMIT: "2" });

    expect((await postJson(app, PATH, required, "203.0.113.1")).status).toBe(201);
    expect((await postJson(app, PATH, required, "203.0.113.1")).status).toBe(201);
    const limited = await postJson(app, PATH, required, "203.0.113.1");

    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedRequests()).toHaveLength(2);

    expect((await postJson(app, PATH, required, "203.0.113.2")).status).toBe(201);
  });

  test("X-Forwarded-For is ignored unless TRUST_PROXY is set", async () => {
    const { app } = createTestApp(database, { CONSULTATION_RATE_LIMIT: "1" });
    const socket = "203.0.113.9";

    expect((await postJson(app, PATH, required, socket, { "X-Forwarded-For": "198.51.100.1" })).status).toBe(201);
    expect((await postJson(app, PATH, required, socket, { "X-Forwarded-For": "198.51.100.2" })).status).toBe(429);
  });

  test("with TRUST_PROXY=true the first X-Forwarded-For hop is the client", async () => {
    const { app } = createTestApp(database, { CONSULTATION_RATE_LIMIT: "1", TRUST_PROXY: "true" });
    const proxy = "10.0.0.5";

    expect((await postJson(app, PATH, required, proxy, { "X-Forwarded-For": "198.51.100.1, 10.0.0.1" })).status).toBe(201);
    expect((await postJson(app, PATH, required, proxy, { "X-Forwarded-For": "198.51.100.2" })).status).toBe(201);
    expect((await postJson(app, PATH, required, proxy, { "X-Forwarded-For": "198.51.100.1" })).status).toBe(429);
  });

  test("a body over 64 KB answers 413 in the JSON error shape; one just under is accepted", async () => {
    const { app } = createTestApp(database);

    const tooLarge = await postJson(app, PATH, { ...required, message: "x".repeat(MAX_BODY_BYTES) });
    expect(tooLarge.status).toBe(413);
    expect((await errorOf(tooLarge)).code).toBe("payload_too_large");
    expect(await storedRequests()).toHaveLength(0);

    const underLimit = await postJson(app, PATH, { ...required, message: "x".repeat(MAX_BODY_BYTES - 200) });
    expect(underLimit.status).toBe(201);
  });

  test("malformed JSON answers 400", async () => {
    const { app } = createTestApp(database);

    const res = await postJson(app, PATH, '{"name": "Jane Doe",');

    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("bad_request");
  });

  test.each(["[]", "null", '"Jane Doe"'])("JSON that is not an object (%s) answers 400 validation", async (body) => {
    const { app } = createTestApp(database);

    const res = await postJson(app, PATH, body);

    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("validation");
  });

  test.each(["text/plain", "application/x-www-form-urlencoded", "application/jsonp"])("Content-Type %s answers 415", async (type) => {
    const { app } = createTestApp(database);

    const res = await postJson(app, PATH, required, undefined, { "Content-Type": type });

    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe("unsupported_media_type");
    expect(await storedRequests()).toHaveLength(0);
  });

  test("application/json with a charset is accepted", async () => {
    const { app } = createTestApp(database);

    const res = await postJson(app, PATH, required, undefined, { "Content-Type": "application/json; charset=utf-8" });

    expect(res.status).toBe(201);
  });

  test.each([
    ["GET", "/api/nope"],
    ["POST", "/api/consultations/extra"],
    ["GET", PATH],
  ])("%s %s answers 404 in the JSON error shape", async (method, path) => {
    const { app } = createTestApp(database);

    const res = await app.request(path, { method });

    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect((await errorOf(res)).code).toBe("not_found");
  });

  describe("when the e-mail cannot be queued", () => {
    // Renaming the outbox table makes the outbox insert fail after the request row was inserted.
    const breakOutbox = () => database.db.execute(sql`alter table outbox rename to outbox_unavailable`);
    const repairOutbox = () => database.db.execute(sql`alter table outbox_unavailable rename to outbox`);

    test("the request row is rolled back with it", async () => {
      await breakOutbox();
      try {
        await expect(
          submitConsultation({
            db: database.db,
            input: { ...required, company: undefined, service: undefined, message: undefined, newsConsent: false },
            inbox: { name: "Inbox", email: "inbox@example.com", sender: SAMPLE_SENDER },
          }),
        ).rejects.toThrow();
      } finally {
        await repairOutbox();
      }
      expect(await storedRequests()).toHaveLength(0);
    });

    test("the visitor gets a 500 in the JSON error shape and nothing is kept", async () => {
      const { app } = createTestApp(database);
      await breakOutbox();
      let res: Response;
      try {
        res = await postJson(app, PATH, complete);
      } finally {
        await repairOutbox();
      }

      expect(res.status).toBe(500);
      expect((await errorOf(res)).code).toBe("internal");
      expect(await storedRequests()).toHaveLength(0);
      expect(await queuedMail()).toHaveLength(0);
    });
  });
});
