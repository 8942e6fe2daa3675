import fc from "fast-check";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { cancelRequestSchema, messageBodySchema, rescheduleRequestSchema, visitRatingSchema } from "../../shared/schemas/messages";
import { queryRows } from "../db/client";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { requests } from "../test/fuzz/fuzz-request";
import { encode, injection, text } from "../test/fuzz/junk";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { seedServiceVisit } from "../test/service-visit-fixtures";
import { testDbKinds } from "../test/test-db";

// Generated requests to the messaging routes (docs/decisions/020 and 039): the client's messages,
// requests about a visit and ratings, and a staff message. Each answer is checked for no 5xx, no
// internals shown, the API's error shape, and nothing stored when refused.

const TIMEOUT = 120_000;

/** An id: the given ones, unknown, bent, and junk. */
const idOf = (...known: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known, known[0]!.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(`${known[0]}x`, known[0]!.slice(1), "00000000-0000-0000-0000-000000000000", "1 or 1=1", "%", "..%2f") },
    { weight: 1, arbitrary: fc.oneof(text(1, 40), injection).map(encode) },
  );

describe.each(testDbKinds)("generated requests to messaging on %s", (kind) => {
  const fuzz = useFuzzApp(kind);
  const ids = { client: "", other: "", soon: "", otherVisit: "" };
  beforeAll(async () => {
    const clientOf = async (email: string) => (await queryRows<{ id: string }>(fuzz().database.db, sql`select id from clients where email = ${email}`))[0]!.id;
    ids.client = await clientOf("client@example.com");
    ids.other = await clientOf("other@example.com");
    // The client's visit starts within 48 hours (requests refused: 409), and is not completed (rating refused: 409).
    ids.soon = await seedServiceVisit(fuzz().database, ids.client, addDays(businessDay(), 1));
    ids.otherVisit = await seedServiceVisit(fuzz().database, ids.other, addDays(businessDay(), 9));
  });
  const cookies = () => fc.oneof({ weight: 6, arbitrary: fc.constant(fuzz().client.cookie) }, { weight: 1, arbitrary: fuzz().cookies });

  test(
    `${RUNS} requests to POST /api/portal/messages`,
    async () => {
      const body = bodyArbitrary(messageBodySchema, { example: { body: "Could the crew use the side door?" } });
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "POST /api/portal/messages",
        fields: body.keys,
        requests: requests({ method: "POST", path: "/api/portal/messages", body, cookies: cookies() }),
      });
      expect(tally[201]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  const visitActions = [
    [
      "reschedule-request",
      bodyArbitrary(rescheduleRequestSchema, { example: { preferredDate: addDays(businessDay(), 10), preferredWindow: "morning", note: "Away" } }),
    ],
    ["cancel-request", bodyArbitrary(cancelRequestSchema, { example: { note: "Away" } })],
    ["rating", bodyArbitrary(visitRatingSchema, { example: { score: 4, comment: "Good" } })],
  ] as const;
  test.each(visitActions)(
    `${RUNS} requests to POST /api/portal/visits/:id/%s`,
    async (action, body) => {
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: `POST /api/portal/visits/:id/${action}`,
        fields: body.keys,
        requests: requests({
          method: "POST",
          path: idOf(ids.soon, ids.otherVisit).map((id) => `/api/portal/visits/${id}/${action}`),
          body,
          cookies: cookies(),
        }),
      });
      expect(tally[404]).toBeGreaterThan(0);
      expect(tally[409]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to POST /api/admin/messaging/:clientId`,
    async () => {
      const body = bodyArbitrary(messageBodySchema, { example: { body: "Your visit is moved to Tuesday." } });
      const admin = fc.oneof({ weight: 6, arbitrary: fc.constant(fuzz().admin.cookie) }, { weight: 1, arbitrary: fuzz().cookies });
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "POST /api/admin/messaging/:clientId",
        fields: body.keys,
        requests: requests({ method: "POST", path: idOf(ids.client, ids.other).map((id) => `/api/admin/messaging/${id}`), body, cookies: admin }),
      });
      expect(tally[201]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(0);
      expect(tally[404]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
