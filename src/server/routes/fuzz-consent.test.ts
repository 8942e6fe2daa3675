import fc from "fast-check";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { announcementSchema } from "../../shared/schemas/announcements";
import { emailPreferencesSchema, staffConsentSchema, unsubscribePageSchema } from "../../shared/schemas/consents";
import { queryRows } from "../db/client";
import { announcements } from "../db/schema/index";
import { tokenOf } from "../test/consent-fixtures";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { queryString, requests } from "../test/fuzz/fuzz-request";
import { encode, injection, text } from "../test/fuzz/junk";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { testDbKinds } from "../test/test-db";

// Generated requests to the routes of decision 057 that take a body: the unsubscribe link and its
// undo (public), the portal's e-mail preferences, a consent recorded by staff, and announcements.
// Each answer is checked for no 5xx, no internals shown, the API's error shape, and nothing
// stored when refused.

const TIMEOUT = 120_000;

/** An id: the given ones, unknown, bent, and junk. */
const idOf = (...known: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known, known[0]!.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(`${known[0]}x`, known[0]!.slice(1), "00000000-0000-0000-0000-000000000000", "1 or 1=1", "%", "..%2f") },
    { weight: 1, arbitrary: fc.oneof(text(1, 40), injection).map(encode) },
  );

/** An unsubscribe token: good ones, one made for another address with a good signature, altered, cut, and junk. */
const token = () => {
  const good = [tokenOf("client@example.com"), tokenOf("someone@example.com"), tokenOf("Other@Example.com")];
  const forged = `${Buffer.from("victim@example.com").toString("base64url")}.${good[0]!.split(".")[1]}`;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...good) },
    { weight: 1, arbitrary: fc.constantFrom(forged, `${good[0]}x`, good[0]!.slice(0, 30), good[0]!.replace(".", ".."), `.${good[0]}`, "") },
    { weight: 1, arbitrary: fc.oneof(text(0, 80), injection) },
  );
};

describe.each(testDbKinds)("generated requests to consent and announcements on %s", (kind) => {
  const fuzz = useFuzzApp(kind);
  const ids = { client: "", draft: "", sent: "" };
  beforeAll(async () => {
    const clientOf = async (email: string) => (await queryRows<{ id: string }>(fuzz().database.db, sql`select id from clients where email = ${email}`))[0]!.id;
    ids.client = await clientOf("client@example.com");
    const [draft, sent] = await fuzz()
      .database.db.insert(announcements)
      .values([
        { subjectEn: "News", bodyEn: "News.", subjectFr: "Nouvelles", bodyFr: "Nouvelles." },
        { subjectEn: "Old news", bodyEn: "Old.", subjectFr: "Vieilles nouvelles", bodyFr: "Vieux.", sentAt: new Date(), recipientCount: 3 },
      ])
      .returning({ id: announcements.id });
    Object.assign(ids, { draft: draft!.id, sent: sent!.id });
  });
  const admin = () => fc.oneof({ weight: 6, arbitrary: fc.constant(fuzz().admin.cookie) }, { weight: 1, arbitrary: fuzz().cookies });

  test.each(["/api/unsubscribe", "/api/unsubscribe/undo"])(
    `${RUNS} requests to POST %s`,
    async (path) => {
      const body = bodyArbitrary(unsubscribePageSchema, { example: { language: "fr" } });
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: `POST ${path}`,
        fields: [...body.keys, "token", "List-Unsubscribe"],
        requests: requests({ method: "POST", path, body, query: queryString({ token: token() }) }),
      });
      expect(tally[200]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to PUT /api/portal/email-preferences`,
    async () => {
      const body = bodyArbitrary(emailPreferencesSchema, { example: { news: true } });
      const cookies = fc.oneof({ weight: 6, arbitrary: fc.constant(fuzz().client.cookie) }, { weight: 1, arbitrary: fuzz().cookies });
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "PUT /api/portal/email-preferences",
        fields: body.keys,
        requests: requests({ method: "PUT", path: "/api/portal/email-preferences", body, cookies, cookieShare: 90 }),
      });
      expect(tally[200]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to POST /api/admin/clients/:id/consent`,
    async () => {
      const body = bodyArbitrary(staffConsentSchema, { example: { action: "withdrawn" } });
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "POST /api/admin/clients/:id/consent",
        fields: body.keys,
        requests: requests({ method: "POST", path: idOf(ids.client).map((id) => `/api/admin/clients/${id}/consent`), body, cookies: admin(), cookieShare: 90 }),
      });
      expect(tally[201]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(0);
      expect(tally[404]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  const announcement = () =>
    bodyArbitrary(announcementSchema, {
      example: { subjectEn: "Spring offer", bodyEn: "Save 10%.", subjectFr: "Offre du printemps", bodyFr: "Économisez 10 %." },
    });

  test(
    `${RUNS} requests to POST /api/admin/announcements`,
    async () => {
      const body = announcement();
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "POST /api/admin/announcements",
        fields: body.keys,
        requests: requests({ method: "POST", path: "/api/admin/announcements", body, cookies: admin(), cookieShare: 90 }),
      });
      expect(tally[201]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to PUT /api/admin/announcements/:id`,
    async () => {
      const body = announcement();
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "PUT /api/admin/announcements/:id",
        fields: body.keys,
        requests: requests({
          method: "PUT",
          path: idOf(ids.draft, ids.sent).map((id) => `/api/admin/announcements/${id}`),
          body,
          cookies: admin(),
          cookieShare: 90,
        }),
      });
      expect(tally[200]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(0);
      expect(tally[404]).toBeGreaterThan(0);
      expect(tally[409]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
