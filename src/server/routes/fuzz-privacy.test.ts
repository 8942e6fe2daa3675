import fc from "fast-check";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { businessDay } from "../../shared/business-time";
import { addDays } from "../../shared/calendar-date";
import { portalPrivacyRequestSchema, privacyDoneSchema, privacyRefuseSchema, staffPrivacyRequestSchema } from "../../shared/schemas/privacy";
import { queryRows } from "../db/client";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { requests } from "../test/fuzz/fuzz-request";
import { encode, injection, text } from "../test/fuzz/junk";
import { bodyArbitrary, type BodyModel } from "../test/fuzz/schema-arbitrary";
import { testDbKinds } from "../test/test-db";

// Generated requests to the privacy routes that take a body (issue 28; decision 020): the
// client's correction and deletion requests, and staff's recording, done and refused. Each answer
// is checked for no 5xx, no internals shown, the API's error shape, and nothing stored when refused.

const TIMEOUT = 120_000;

/** The portal's two kinds of request (a union of two objects), as one model: either variant's bodies. */
function portalRequests(): BodyModel {
  const [correction, deletion] = portalPrivacyRequestSchema.options.map((variant, i) =>
    bodyArbitrary(variant, { example: i === 0 ? { kind: "correction", details: "My phone number changed." } : { kind: "deletion", confirm: true } }),
  );
  return {
    keys: [...new Set([...correction!.keys, ...deletion!.keys])],
    valid: fc.oneof(correction!.valid, deletion!.valid),
    body: fc.oneof(correction!.body, deletion!.body),
  };
}

/** An id: the given ones, unknown, bent, and junk. */
const idOf = (...known: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known, known[0]!.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(`${known[0]}x`, known[0]!.slice(1), "00000000-0000-0000-0000-000000000000", "1 or 1=1", "%", "..%2f") },
    { weight: 1, arbitrary: fc.oneof(text(1, 40), injection).map(encode) },
  );

describe.each(testDbKinds)("generated requests to the privacy routes on %s", (kind) => {
  const fuzz = useFuzzApp(kind);
  const ids = { client: "", other: "", access: "", deletion: "" };
  beforeAll(async () => {
    const clientOf = async (email: string) => (await queryRows<{ id: string }>(fuzz().database.db, sql`select id from clients where email = ${email}`))[0]!.id;
    ids.client = await clientOf("client@example.com");
    ids.other = await clientOf("other@example.com");
    const open = async (kind: string) =>
      (
        await queryRows<{ id: string }>(
          fuzz().database.db,
          sql`insert into privacy_requests (client_id, kind, channel, received_on, due_on) values (${ids.other}, ${kind}, 'phone', ${businessDay()}, ${addDays(businessDay(), 30)}) returning id`,
        )
      )[0]!.id;
    ids.access = await open("access");
    ids.deletion = await open("deletion");
  });
  const as = (cookie: () => string) => fc.oneof({ weight: 6, arbitrary: fc.constant(cookie()) }, { weight: 1, arbitrary: fuzz().cookies });

  test(
    `${RUNS} requests to POST /api/portal/privacy/requests`,
    async () => {
      const body = portalRequests();
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "POST /api/portal/privacy/requests",
        fields: body.keys,
        requests: requests({ method: "POST", path: "/api/portal/privacy/requests", body, cookies: as(() => fuzz().client.cookie) }),
      });
      expect(tally[201]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(0);
      // The same kind asked again while the first is open.
      expect(tally[409]).toBeGreaterThan(0);
      // Asking erases nothing.
      expect((await queryRows(fuzz().database.db, sql`select 1 from clients where erased_at is not null`)).length).toBe(0);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to POST /api/admin/privacy/requests`,
    async () => {
      const day = fc.integer({ min: -400, max: 3 }).map((n) => addDays(businessDay(), n));
      const body = bodyArbitrary(staffPrivacyRequestSchema, {
        example: { clientId: ids.client, kind: "access", channel: "phone", receivedOn: businessDay(), details: "Called" },
        fields: { clientId: idOf(ids.client, ids.other).filter((id) => /^[0-9a-f-]{36}$/i.test(id)), receivedOn: day },
      });
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "POST /api/admin/privacy/requests",
        fields: body.keys,
        requests: requests({ method: "POST", path: "/api/admin/privacy/requests", body, cookies: as(() => fuzz().admin.cookie) }),
      });
      expect(tally[201]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(0);
      expect(tally[409]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  test.each([
    ["done", bodyArbitrary(privacyDoneSchema, { example: { note: "Sent the archive by e-mail." } })],
    ["refuse", bodyArbitrary(privacyRefuseSchema, { example: { reason: "An invoice is disputed." } })],
  ] as const)(
    `${RUNS} requests to POST /api/admin/privacy/requests/:id/%s`,
    async (action, body) => {
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: `POST /api/admin/privacy/requests/:id/${action}`,
        fields: body.keys,
        requests: requests({
          method: "POST",
          path: idOf(ids.access, ids.deletion).map((id) => `/api/admin/privacy/requests/${id}/${action}`),
          body,
          cookies: as(() => fuzz().admin.cookie),
        }),
      });
      expect(tally[400]).toBeGreaterThan(0);
      expect(tally[404]).toBeGreaterThan(0);
      expect(tally[409]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
