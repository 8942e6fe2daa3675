import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { NEWS_CONSENT } from "../../shared/consent";
import { FRENCH_MESSAGES } from "../../shared/i18n/validation-fr";
import { VALIDATION_MESSAGES } from "../../shared/i18n/validation";
import type { Database } from "../db/client";
import { consents, consultations, jobAssessments, outbox } from "../db/schema/index";
import { assessmentBody } from "../test/assessment-fixture";
import { createTestApp, postJson } from "../test/test-app";
import { testDbKinds } from "../test/test-db";
import { useTestDb } from "../test/use-test-db";

// The optional news-and-offers box of the two public forms (decisions 053, 056): ticked, the request
// writes one record of the consent ledger with the words the page showed in its language, its IP and
// its browser, in the request's transaction; unticked or left out, none; anything but true or false
// is a 400 naming the field, and nothing is written.

const FORMS = [
  {
    name: "consultation",
    path: "/api/consultations",
    field: "newsConsent",
    source: "consultation_form",
    body: (email: string) => ({ name: "Jane Doe", phone: "613-555-0100", email }),
    table: consultations,
  },
  {
    name: "assessment",
    path: "/api/assessments",
    field: "news_consent",
    source: "assessment_form",
    body: (email: string) => assessmentBody(email),
    table: jobAssessments,
  },
] as const;

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chromium/140";

describe.each(testDbKinds)("the news-and-offers box on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));

  describe.each(FORMS)("POST $path", (form) => {
    const send = (body: unknown, language: "en" | "fr", ip = "203.0.113.7") => {
      const { app } = createTestApp(database);
      return postJson(app, form.path, body, ip, { "Accept-Language": language === "fr" ? "fr-CA" : "en-CA", "User-Agent": BROWSER });
    };

    test.each(["fr", "en"] as const)("ticked on a page in %s: exactly one record, with the words shown in that language", async (language) => {
      const res = await send({ ...form.body("Marie.Tremblay@Example.com"), [form.field]: true }, language, "198.51.100.23");
      expect(res.status).toBe(201);
      expect(await database.db.select().from(form.table)).toHaveLength(1);
      const rows = await database.db.select().from(consents);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: "marie.tremblay@example.com",
        purpose: "news",
        action: "given",
        wording: NEWS_CONSENT.words[language]("Maple Crest Cleaning"),
        wordingVersion: NEWS_CONSENT.version,
        language,
        source: form.source,
        ip: "198.51.100.23",
        userAgent: BROWSER,
        recordedBy: null,
      });
    });

    test("unticked or left out: the request is taken the same, and the ledger gets nothing", async () => {
      expect((await send({ ...form.body("a@example.com"), [form.field]: false }, "en")).status).toBe(201);
      expect((await send(form.body("b@example.com"), "fr")).status).toBe(201);
      expect(await database.db.select().from(form.table)).toHaveLength(2);
      expect(await database.db.select().from(consents)).toEqual([]);
    });

    test("a ledger that cannot be written keeps the request from being stored (one transaction)", async () => {
      await database.db.execute(sql`alter table consents rename to consents_unavailable`);
      let res: Response;
      try {
        res = await send({ ...form.body("d@example.com"), [form.field]: true }, "en");
      } finally {
        await database.db.execute(sql`alter table consents_unavailable rename to consents`);
      }
      expect(res.status).toBe(500);
      expect(await database.db.select().from(form.table)).toEqual([]);
      expect(await database.db.select().from(outbox)).toEqual([]);
    });

    test.each([["true"], ["yes"], [1], [null]])("%j is a 400 naming the field, in the page's language; nothing is written", async (value) => {
      const english = await send({ ...form.body("c@example.com"), [form.field]: value }, "en");
      expect(english.status).toBe(400);
      expect(((await english.json()) as ApiErrorBody).error.fields).toEqual({ [form.field]: VALIDATION_MESSAGES.newsConsent });
      const french = await send({ ...form.body("c@example.com"), [form.field]: value }, "fr");
      expect(((await french.json()) as ApiErrorBody).error.fields).toEqual({ [form.field]: FRENCH_MESSAGES.validation.newsConsent });
      expect(await database.db.select().from(form.table)).toEqual([]);
      expect(await database.db.select().from(consents)).toEqual([]);
      expect(await database.db.select().from(outbox)).toEqual([]);
    });
  });

  test("a repeated assessment (the same Idempotency-Key) records the consent once", async () => {
    const { app } = createTestApp(database);
    const body = { ...assessmentBody("again@example.com"), news_consent: true };
    const headers = { "Idempotency-Key": "repeat-consent-0001" };
    expect((await postJson(app, "/api/assessments", body, "203.0.113.7", headers)).status).toBe(201);
    expect((await postJson(app, "/api/assessments", body, "203.0.113.7", headers)).status).toBe(200);
    expect(await database.db.select().from(consents)).toHaveLength(1);
  });
});
