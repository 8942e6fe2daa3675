import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { ApiErrorBody } from "../../shared/api-error";
import { VALIDATION_MESSAGES } from "../../shared/i18n/validation";
import { defaultSite } from "../../shared/site";
import type { Database } from "../db/client";
import { jobAssessments, outbox } from "../db/schema/index";
import { createTestApp, postJson } from "../test/test-app";
import { createTestDb, emptyTables, testDbKinds } from "../test/test-db";
import { assessmentBody } from "../test/assessment-fixture";

const MESSAGES = VALIDATION_MESSAGES.assessment;

const PATH = "/api/assessments";
// Mixed-case e-mail and a bare postcode: the server normalizes both.
const base = { ...assessmentBody(), email: "Jane@Example.com", postcode: "k1a0b1" };

/** One valid request per property-type group, with the size its group offers. */
const groups = [
  ["residential", { property_type: ["condo"], property_size: "Studio / Bachelor" }],
  ["commercial", { property_type: ["office", "clinic"], property_size: "2,501 – 5,000 sq. ft." }],
  ["airbnb", { property_type: ["airbnb"], property_size: "4+ Bedrooms" }],
  ["move-in/move-out", { property_type: ["move-in-out"], property_size: "1 Bedroom" }],
  ["post-construction", { property_type: ["post-construction"], property_size: "Under 1,000 sq. ft." }],
] as const;

describe.each(testDbKinds)("POST /api/assessments on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(() => database.close());
  beforeEach(() => emptyTables(database.db));

  const rows = () => database.db.select().from(jobAssessments);
  const mail = () => database.db.select().from(outbox);
  const post = (body: unknown, headers: Record<string, string> = {}) => {
    const { app } = createTestApp(database);
    return postJson(app, PATH, body, undefined, headers);
  };

  test.each(groups)("a valid %s request is stored", async (_group, extra) => {
    const res = await post({ ...base, ...extra });
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ propertyType: [...extra.property_type], propertySize: extra.property_size });
  });

  test("the stored row: arrays, normalised contact fields, frequency, null pet type, custom size text", async () => {
    const res = await post({
      ...base,
      property_address: " 12 Elgin St ",
      service_type: ["deep", "specialty"],
      add_on_options: ["oven", "floor-polishing"],
      property_size: "custom",
      custom_property_size: "Two-storey house with finished basement",
      frequency: "custom",
      custom_frequency: "Twice a month on Fridays",
      pet_type: "Cat",
      special_requirements: "Use the side door, please.",
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      id,
      fullName: "Jane Doe",
      phoneNumber: "613-555-0100",
      email: "jane@example.com",
      propertyAddress: "12 Elgin St",
      postcode: "K1A 0B1",
      serviceType: ["deep", "specialty"],
      addOnOptions: ["oven", "floor-polishing"],
      propertyType: ["home"],
      propertySize: "Two-storey house with finished basement",
      frequency: "custom",
      customFrequency: "Twice a month on Fridays",
      pets: false,
      petType: null,
      preferredIngredients: "eco-friendly",
      specialRequirements: "Use the side door, please.",
    });
    expect(row!.submittedAt).toBeInstanceOf(Date);
    // Lists are real PostgreSQL arrays, not JSON-encoded strings.
    const types = await database.db.execute(sql`select pg_typeof(service_type)::text as t, array_length(service_type, 1) as n from job_assessments`);
    expect((types as unknown as { rows: { t: string; n: number }[] }).rows[0]).toEqual({ t: "text[]", n: 2 });
  });

  test("add-ons are dropped unless Specialty Cleaning is chosen; pets keep their type", async () => {
    await post({ ...base, add_on_options: ["oven"], pets: true, pet_type: "Two dogs" });
    const [row] = await rows();
    expect(row).toMatchObject({ addOnOptions: [], pets: true, petType: "Two dogs" });
  });

  test("both e-mails are queued in the same transaction: the company notification and the visitor's confirmation", async () => {
    const res = await post({ ...base, pets: true, pet_type: "Cat", special_requirements: "Allergic to bleach." });
    expect(res.status).toBe(201);
    const queued = await mail();
    expect(queued).toHaveLength(2);
    const notify = queued.find((m) => m.kind === "assessment.notify");
    const confirm = queued.find((m) => m.kind === "assessment.confirm");
    expect(notify).toMatchObject({
      kind: "assessment.notify",
      to: defaultSite.inboxEmail,
      replyTo: "jane@example.com",
      subject: "New Quote Assessment from Jane Doe",
    });
    for (const line of [
      "Name: Jane Doe",
      "Phone: 613-555-0100",
      "Email: jane@example.com",
      "Property Address: Not specified",
      "Postcode: K1A 0B1",
      "Service Type: Regular Cleaning",
      "Add-ons: None selected",
      "Property Type: Home",
      "Property Size: 2 Bedrooms",
      "Frequency: Weekly",
      "Pets: Yes",
      "Pet Type: Cat",
      "Preferred Ingredients: Eco-Friendly",
      "Special Requirements: Allergic to bleach.",
    ]) {
      expect(notify!.text).toContain(line);
      expect(confirm!.text).toContain(line);
    }
    expect(confirm).toMatchObject({ kind: "assessment.confirm", to: "jane@example.com", language: "en" });
    expect(confirm!.text).toContain("contact you within 24 hours");
    expect((await rows())[0]!.language).toBe("en");
  });

  test("an assessment from a French page stores its language and is confirmed in French; the company's notification stays English", async () => {
    const res = await post({ ...base, pets: true, pet_type: "Chat" }, { "Accept-Language": "fr-CA" });
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row!.language).toBe("fr");
    const queued = await mail();
    const confirm = queued.find((m) => m.kind === "assessment.confirm")!;
    expect(confirm).toMatchObject({
      to: "jane@example.com",
      language: "fr",
      subject: `Nous avons reçu votre demande de soumission – ${defaultSite.companyName}`,
    });
    expect(confirm.text).toContain("Bonjour Jane Doe,");
    expect(confirm.text).toContain("communiquera avec vous d’ici 24\u00a0heures");
    expect(confirm.text).toContain("Code postal\u00a0: K1A 0B1");
    expect(confirm.text).toContain("Type d’animal\u00a0: Chat");
    expect(queued.find((m) => m.kind === "assessment.notify")).toMatchObject({ language: "en", subject: "New Quote Assessment from Jane Doe" });
  });

  test("a retried request with the same Idempotency-Key stores one assessment and queues mail once", async () => {
    const key = "3f1c2a9e-5b7d-4c1e-9a0b-1d2e3f4a5b6c";
    const first = await post(base, { "Idempotency-Key": key });
    const second = await post(base, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await second.json()).id).toBe((await first.json()).id);
    expect(await rows()).toHaveLength(1);
    expect(await mail()).toHaveLength(2);
    const other = await post(base, { "Idempotency-Key": "another-key-123" });
    expect(other.status).toBe(201);
    expect(await rows()).toHaveLength(2);
  });

  test("concurrent requests repeating one Idempotency-Key store one assessment, queue mail once and answer one id", async () => {
    const key = "9d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6";
    const replies = await Promise.all(Array.from({ length: 6 }, () => post(base, { "Idempotency-Key": key })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = await Promise.all(replies.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    expect(await rows()).toHaveLength(1);
    expect(await mail()).toHaveLength(2);
  });

  test("the assessment and its two e-mails are written atomically: when the second message cannot be stored, nothing is", async () => {
    await database.db.execute(sql`alter table outbox add constraint test_no_confirmation check (kind <> 'assessment.confirm')`);
    try {
      const res = await post(base, { "Idempotency-Key": "atomic-test-key-1" });
      expect(res.status).toBe(500);
      expect(await rows()).toEqual([]);
      expect(await mail()).toEqual([]);
    } finally {
      await database.db.execute(sql`alter table outbox drop constraint test_no_confirmation`);
    }
    // The key was not used up by the failed attempt: a retry stores the assessment and both e-mails.
    const retry = await post(base, { "Idempotency-Key": "atomic-test-key-1" });
    expect(retry.status).toBe(201);
    expect(await rows()).toHaveLength(1);
    expect(await mail()).toHaveLength(2);
  });

  test("a body announced over 64 KB answers 413 and stores nothing", async () => {
    const res = await post({ ...base, special_requirements: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await rows()).toEqual([]);
    expect(await mail()).toEqual([]);
  });

  test("the filter options count every assessment stored concurrently (counts kept per connection, summed)", async () => {
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post({ ...base, property_type: [i % 2 ? "home" : "condo"], service_type: ["regular", "deep"] })),
    );
    expect(replies.every((r) => r.status === 201)).toBe(true);
    const counts = await database.db.execute(
      sql`select facet, value, sum(n)::int as n from assessment_facets group by facet, value having sum(n) > 0 order by facet, value`,
    );
    expect((counts as unknown as { rows: unknown[] }).rows).toEqual([
      { facet: "property_type", value: "condo", n: 6 },
      { facet: "property_type", value: "home", n: 6 },
      { facet: "service_type", value: "deep", n: 12 },
      { facet: "service_type", value: "regular", n: 12 },
    ]);
  });

  test("a malformed Idempotency-Key answers 400 naming it", async () => {
    const res = await post(base, { "Idempotency-Key": "bad key!" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.fields).toHaveProperty("Idempotency-Key");
    expect(await rows()).toEqual([]);
  });

  const email = MESSAGES.email({ example: defaultSite.email });
  test.each([
    ["full_name", { full_name: "J" }, MESSAGES.fullName],
    ["phone_number", { phone_number: "613-555" }, MESSAGES.phoneShort],
    ["phone_number", { phone_number: "26135550100" }, MESSAGES.phoneFormat],
    ["email", { email: "jane@", email_verify: "jane@" }, email],
    ["email_verify", { email_verify: "other@example.com" }, MESSAGES.emailVerify],
    ["postcode", { postcode: "K1A" }, MESSAGES.postcodeLength],
    ["postcode", { postcode: "M5V 2T6" }, MESSAGES.postcodeOttawa],
    ["service_type", { service_type: [] }, MESSAGES.serviceType],
    ["service_type", { service_type: ["window-washing"] }, MESSAGES.serviceType],
    ["property_type", { property_type: [] }, MESSAGES.propertyType],
    ["property_size", { property_size: "" }, MESSAGES.propertySize],
    ["property_size", { property_size: "10,000+ sq. ft." }, MESSAGES.propertySize],
    ["custom_property_size", { property_size: "custom", custom_property_size: " " }, MESSAGES.customSize],
    ["frequency", { frequency: "daily" }, MESSAGES.frequency],
    ["custom_frequency", { frequency: "custom" }, MESSAGES.customFrequency],
    ["pet_type", { pets: true, pet_type: "  " }, MESSAGES.petType],
    ["preferred_ingredients", { preferred_ingredients: undefined }, MESSAGES.ingredients],
    ["special_requirements", { special_requirements: "x".repeat(1001) }, MESSAGES.specialMax],
    ["special_requirements", { special_requirements: "<script>alert(1)</script>" }, MESSAGES.specialChars],
  ])("invalid %s answers 400 with the spec's message and stores nothing", async (field, change, message) => {
    const res = await post({ ...base, ...change });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ApiErrorBody;
    expect(error.code).toBe("validation");
    expect(error.fields?.[field]).toBe(message);
    expect(await rows()).toEqual([]);
    expect(await mail()).toEqual([]);
  });

  test("an empty body names every required field", async () => {
    const res = await post({});
    const { error } = (await res.json()) as ApiErrorBody;
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      [
        "email",
        "email_verify",
        "frequency",
        "full_name",
        "phone_number",
        "postcode",
        "preferred_ingredients",
        "property_size",
        "property_type",
        "service_type",
      ].sort(),
    );
  });
});
