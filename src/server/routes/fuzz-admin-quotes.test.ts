import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { quoteCreateSchema, quoteEditSchema, staffAcceptSchema, voidSchema } from "../../shared/schemas/quotes";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { requests } from "../test/fuzz/fuzz-request";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { QUOTE_FORM, seedQuoteClient } from "../test/quote-fixtures";
import { testDbKinds } from "../test/test-db";

// Generated requests to the admin's quote writes (decision 020's checks: no 5xx, no internals shown,
// the API's error shape naming a field of the body, nothing stored when refused), mostly as the admin.

const TIMEOUT = 120_000;

describe.each(testDbKinds)("generated requests to /api/admin/quotes on %s", (kind) => {
  const fuzz = useFuzzApp(kind);
  let client: { clientId: string; addressId: string };
  beforeAll(async () => {
    client = await seedQuoteClient(fuzz().database, "fuzz.quotes@example.com");
  });
  const cookies = () => fc.oneof({ weight: 6, arbitrary: fc.constant(fuzz().admin.cookie) }, { weight: 1, arbitrary: fuzz().cookies });

  test(
    `${RUNS} requests to POST /api/admin/quotes`,
    async () => {
      const body = bodyArbitrary(quoteCreateSchema, { example: { ...QUOTE_FORM, ...client, deposit: { kind: "none" } } });
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "POST /api/admin/quotes",
        fields: body.keys,
        requests: requests({ method: "POST", path: "/api/admin/quotes", body, cookies: cookies(), cookieShare: 90 }),
      });
      expect(tally[201]).toBeGreaterThan(0);
      expect(tally[400]).toBeGreaterThan(RUNS / 10);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to the quote page's writes (edit, void, accept)`,
    async () => {
      const made = await fuzz().ctx.app.request("/api/admin/quotes", {
        method: "POST",
        headers: { "Content-Type": "application/json", cookie: fuzz().admin.cookie, Origin: "http://localhost:3000" },
        body: JSON.stringify({ ...QUOTE_FORM, ...client }),
      });
      expect(made.status).toBe(201);
      const { quote } = (await made.json()) as { quote: { id: string } };
      const bodies = {
        "": bodyArbitrary(quoteEditSchema, { example: { ...QUOTE_FORM, addressId: client.addressId, version: 1 } }),
        "/void": bodyArbitrary(voidSchema, { example: { reason: "Duplicate" } }),
        "/accept": bodyArbitrary(staffAcceptSchema, { example: { version: 1, signedName: "Jane Doe", note: "By phone" } }),
      };
      for (const [suffix, body] of Object.entries(bodies)) {
        const tally = await fuzzEndpoint(fuzz().ctx, {
          name: `${suffix ? "POST" : "PUT"} /api/admin/quotes/:id${suffix}`,
          fields: body.keys,
          requests: requests({ method: suffix ? "POST" : "PUT", path: `/api/admin/quotes/${quote.id}${suffix}`, body, cookies: cookies(), cookieShare: 90 }),
        });
        expect(tally[400], suffix).toBeGreaterThan(0);
      }
    },
    TIMEOUT * 2,
  );
});
