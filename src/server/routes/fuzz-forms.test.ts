import fc from "fast-check";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CUSTOM_SIZE, sizesFor } from "../../shared/options/assessment";
import { createAssessmentSchemas } from "../../shared/schemas/assessment";
import { consultationSchema } from "../../shared/schemas/consultation";
import { visitSchema } from "../../shared/schemas/visit";
import type { Database } from "../db/client";
import { assessmentBody } from "../test/assessment-fixture";
import { makeClientDir, pagePath } from "../test/fuzz/client-dir";
import { countBetween, fuzzEndpoint, RUNS, type Endpoint } from "../test/fuzz/fuzz-endpoint";
import { headerText } from "../test/fuzz/junk";
import { requests } from "../test/fuzz/fuzz-request";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { installWriteLog } from "../test/fuzz/write-log";
import { createTestApp } from "../test/test-app";
import { createTestDb, testDbKinds } from "../test/test-db";

// Generated requests to the public forms and the site's pages (docs/decisions/020): RUNS per
// endpoint, each checked for no 5xx, no internals shown, the API's error shape, and nothing stored
// when refused. TRUST_PROXY is on here, so a sent X-Forwarded-For reaches the rate limits.

const TIMEOUT = 120_000;

const { assessmentSchema } = createAssessmentSchemas("info@maplecrestcleaning.ca");

const assessments: Endpoint = {
  name: "POST /api/assessments",
  fields: [...bodyArbitrary(assessmentSchema, { example: assessmentBody() }).keys, "Idempotency-Key"],
  requests: requests({
    method: "POST",
    path: "/api/assessments",
    body: bodyArbitrary(assessmentSchema, {
      example: assessmentBody(),
      // The rules across fields (superRefine), met by a body of valid fields.
      tie: (b) => {
        const types = Array.isArray(b.property_type) ? (b.property_type as string[]) : [];
        const sizes = sizesFor(types);
        return {
          ...b,
          email_verify: b.email,
          property_size: b.property_size === CUSTOM_SIZE || sizes.includes(b.property_size as string) ? b.property_size : sizes[0],
          custom_property_size: b.property_size === CUSTOM_SIZE ? (b.custom_property_size ?? "About 3,000 sq. ft.") : b.custom_property_size,
          custom_frequency: b.frequency === "custom" ? (b.custom_frequency ?? "Every other Tuesday") : b.custom_frequency,
          pet_type: b.pets ? (b.pet_type ?? "Cat") : b.pet_type,
        };
      },
    }),
    extraHeaders: fc.record(
      { "idempotency-key": fc.oneof(fc.constantFrom("replayed-key-1", "replayed-key-2"), fc.stringMatching(/^[A-Za-z0-9-]{8,100}$/), headerText(120)) },
      { requiredKeys: [] },
    ),
  }),
};

const consultationBody = bodyArbitrary(consultationSchema, { example: { name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100" } });
const consultations: Endpoint = {
  name: "POST /api/consultations",
  fields: consultationBody.keys,
  requests: requests({ method: "POST", path: "/api/consultations", body: consultationBody }),
};

const visitBody = bodyArbitrary(visitSchema, { example: { page: "/gallery" } });
const visits: Endpoint = { name: "POST /api/visits", fields: visitBody.keys, requests: requests({ method: "POST", path: "/api/visits", body: visitBody }) };

const pages: Endpoint = {
  name: "GET pages and files",
  requests: requests({ method: fc.constantFrom("GET", "GET", "GET", "HEAD"), path: pagePath }),
};

describe.each(testDbKinds)("generated requests to the public forms and pages on %s", (kind) => {
  let database: Database;
  let dir: string;
  let ctx: Parameters<typeof fuzzEndpoint>[0];
  beforeAll(async () => {
    dir = makeClientDir();
    database = await createTestDb(kind);
    const { app } = createTestApp(database, { TRUST_PROXY: "1" }, { clientDir: dir, ...(process.env.FUZZ_LOG ? { logger: (await import("pino")).default({ level: "error" }) } : {}) });
    ctx = { app, readWrites: await installWriteLog(database.db) };
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test(`${RUNS} requests to POST /api/assessments`, async () => {
    const tally = await fuzzEndpoint(ctx, assessments);
    expect(countBetween(tally, 200, 201)).toBeGreaterThan(RUNS / 10);
    expect(countBetween(tally, 400, 499)).toBeGreaterThan(RUNS / 4);
  }, TIMEOUT);

  test(`${RUNS} requests to POST /api/consultations`, async () => {
    const tally = await fuzzEndpoint(ctx, consultations);
    expect(tally[201]).toBeGreaterThan(RUNS / 10);
    expect(countBetween(tally, 400, 499)).toBeGreaterThan(RUNS / 4);
  }, TIMEOUT);

  test(`${RUNS} requests to POST /api/visits`, async () => {
    const tally = await fuzzEndpoint(ctx, visits);
    expect(tally[204]).toBeGreaterThan(RUNS / 10);
    expect(countBetween(tally, 400, 499)).toBeGreaterThan(RUNS / 4);
  }, TIMEOUT);

  test(`${RUNS} requests to the pages and files`, async () => {
    const tally = await fuzzEndpoint(ctx, pages);
    expect(tally[200]).toBeGreaterThan(RUNS / 5);
    expect(tally[404]).toBeGreaterThan(RUNS / 10);
  }, TIMEOUT);
});
