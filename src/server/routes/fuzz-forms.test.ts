import fc from "fast-check";
import fs from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { CUSTOM_SIZE, sizesFor } from "../../shared/options/assessment";
import { createAssessmentSchemas } from "../../shared/schemas/assessment";
import { consultationSchema } from "../../shared/schemas/consultation";
import { visitSchema } from "../../shared/schemas/visit";
import { readWebBuild } from "../http/static-files";
import { assessmentBody } from "../test/assessment-fixture";
import { makeClientDir, pagePath } from "../test/fuzz/client-dir";
import { countBetween, fuzzEndpoint, RUNS, type Endpoint } from "../test/fuzz/fuzz-endpoint";
import { headerText } from "../test/fuzz/junk";
import { requests } from "../test/fuzz/fuzz-request";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { testDbKinds } from "../test/test-db";

// Generated requests to the public forms and the site's pages (docs/decisions/020): RUNS per
// endpoint, each checked for no 5xx, no internals shown, the API's error shape, and nothing stored
// when refused. TRUST_PROXY is on here, so a sent X-Forwarded-For reaches the rate limits.

const TIMEOUT = 120_000;

const { assessmentSchema } = createAssessmentSchemas("info@maplecrestcleaning.ca");

const assessments = (cookies: fc.Arbitrary<string>): Endpoint => ({
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
    cookies,
    extraHeaders: fc.record(
      { "idempotency-key": fc.oneof(fc.constantFrom("replayed-key-1", "replayed-key-2"), fc.stringMatching(/^[A-Za-z0-9-]{8,100}$/), headerText(120)) },
      { requiredKeys: [] },
    ),
  }),
});

const consultationBody = bodyArbitrary(consultationSchema, { example: { name: "Ada Lovelace", email: "ada@example.com", phone: "613-555-0100" } });
const consultations = (cookies: fc.Arbitrary<string>): Endpoint => ({
  name: "POST /api/consultations",
  fields: consultationBody.keys,
  requests: requests({ method: "POST", path: "/api/consultations", body: consultationBody, cookies }),
});

const visitBody = bodyArbitrary(visitSchema, { example: { page: "/gallery" } });
const visits = (cookies: fc.Arbitrary<string>): Endpoint => ({
  name: "POST /api/visits",
  fields: visitBody.keys,
  requests: requests({ method: "POST", path: "/api/visits", body: visitBody, cookies }),
});

const pages = (cookies: fc.Arbitrary<string>): Endpoint => ({
  name: "GET pages and files",
  requests: requests({ method: fc.constantFrom("GET", "GET", "GET", "HEAD"), path: pagePath, cookies }),
});

describe.each(testDbKinds)("generated requests to the public forms and pages on %s", (kind) => {
  const dir = makeClientDir();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const fuzz = useFuzzApp(kind, { TRUST_PROXY: "1" }, { build: readWebBuild(dir) });

  test(
    `${RUNS} requests to POST /api/assessments`,
    async () => {
      const tally = await fuzzEndpoint(fuzz().ctx, assessments(fuzz().cookies));
      expect(countBetween(tally, 200, 201)).toBeGreaterThan(RUNS / 10);
      expect(countBetween(tally, 400, 499)).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to POST /api/consultations`,
    async () => {
      const tally = await fuzzEndpoint(fuzz().ctx, consultations(fuzz().cookies));
      expect(tally[201]).toBeGreaterThan(RUNS / 10);
      expect(countBetween(tally, 400, 499)).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to POST /api/visits`,
    async () => {
      const tally = await fuzzEndpoint(fuzz().ctx, visits(fuzz().cookies));
      expect(tally[204]).toBeGreaterThan(RUNS / 10);
      expect(countBetween(tally, 400, 499)).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to the pages and files`,
    async () => {
      const tally = await fuzzEndpoint(fuzz().ctx, pages(fuzz().cookies));
      expect(tally[200]).toBeGreaterThan(RUNS / 5);
      expect(tally[404]).toBeGreaterThan(RUNS / 10);
    },
    TIMEOUT,
  );
});
