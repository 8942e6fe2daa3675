import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { requests, type Answer, type FuzzRequest } from "../test/fuzz/fuzz-request";
import { encode, injection, text } from "../test/fuzz/junk";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { testDbKinds } from "../test/test-db";
import { changeRequestSchema, declineSchema, portalAcceptSchema } from "../../shared/schemas/quotes";

// Generated requests to every /api/portal route, mostly as the signed-in client
// (docs/decisions/020): RUNS per endpoint, each checked for no 5xx, no internals shown, the
// API's error shape, and nothing stored when refused. A client sees only their own records.

const TIMEOUT = 120_000;

/** Record ids: the client's own, another client's, unknown, bent, and junk. */
const recordId = (own: string, other: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(own, own.toUpperCase(), other) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `${own}x`,
        own.slice(1),
        ` ${own}`,
        "00000000-0000-0000-0000-000000000000",
        "1 or 1=1",
        "null",
        "0",
        "-1",
        "%",
        "%00",
        "..%2f..%2f",
        "a".repeat(5_000),
      ),
    },
    { weight: 2, arbitrary: fc.oneof(text(1, 40), injection).map(encode) },
  );

describe.each(testDbKinds)("generated requests to /api/portal on %s", (kind) => {
  const fuzz = useFuzzApp(kind);
  /** Mostly the client's own session; now and then an admin's, a bent or a junk cookie. */
  const cookies = () => fc.oneof({ weight: 6, arbitrary: fc.constant(fuzz().client.cookie) }, { weight: 1, arbitrary: fuzz().cookies });
  /** A 200 holds only the client's own records. */
  const ownOnly = (what: "quotes" | "invoices") => (request: FuzzRequest, answer: Answer) => {
    if (answer.status !== 200 || request.method !== "GET") return;
    const body = JSON.parse(answer.text) as Record<string, { id: string } | { id: string }[]>;
    const own = what === "quotes" ? fuzz().client.quoteId : fuzz().client.invoiceId;
    const ids = [body[what] ?? body[what.slice(0, -1)]].flat().map((r) => r!.id);
    if (ids.some((id) => id !== own)) throw new Error(`the client was shown ${what} ${ids.join(", ")}; only ${own} is theirs`);
  };
  const get = (what: "quotes" | "invoices", name: string, path: fc.Arbitrary<string> | string) => ({
    name,
    requests: requests({ method: "GET", path, cookies: cookies(), cookieShare: 90 }),
    check: ownOnly(what),
  });

  test.each(["quotes", "invoices"] as const)(
    `${RUNS} requests to GET /api/portal/%s`,
    async (what) => {
      const tally = await fuzzEndpoint(fuzz().ctx, get(what, `GET /api/portal/${what}`, `/api/portal/${what}`));
      expect(tally[200]).toBeGreaterThan(RUNS / 2);
      expect(tally[401]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  test.each(["quotes", "invoices"] as const)(
    `${RUNS} requests to GET /api/portal/%s/:id`,
    async (what) => {
      const own = what === "quotes" ? fuzz().client.quoteId : fuzz().client.invoiceId;
      const other = what === "quotes" ? fuzz().other.quoteId : fuzz().other.invoiceId;
      const tally = await fuzzEndpoint(
        fuzz().ctx,
        get(
          what,
          `GET /api/portal/${what}/:id`,
          recordId(own, other).map((id) => `/api/portal/${what}/${id}`),
        ),
      );
      expect(tally[200]).toBeGreaterThan(RUNS / 10);
      expect(tally[404]).toBeGreaterThan(RUNS / 10);
    },
    TIMEOUT,
  );

  // The client's answers to a quote, with generated bodies. The client's own quote has expired:
  // accepting and declining it are refused (409), asking for changes is not (202).
  const answers = [
    ["accept", bodyArbitrary(portalAcceptSchema, { example: { version: 1, termsAccepted: true, signedName: "Jane Client", optionalLineIds: [] } })],
    ["decline", bodyArbitrary(declineSchema, { example: { reason: "price", comment: "Too high" } })],
    ["changes", bodyArbitrary(changeRequestSchema, { example: { message: "Another day, please" } })],
  ] as const;
  test.each(answers)(
    `${RUNS} requests to POST /api/portal/quotes/:id/%s`,
    async (action, body) => {
      const { quoteId } = fuzz().client;
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: `POST /api/portal/quotes/:id/${action}`,
        fields: body.keys,
        requests: requests({
          method: "POST",
          path: recordId(quoteId, fuzz().other.quoteId).map((id) => `/api/portal/quotes/${id}/${action}`),
          body,
          cookies: cookies(),
        }),
      });
      expect(tally[400]).toBeGreaterThan(0);
      expect(tally[404]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  test.each(["quotes", "invoices"] as const)(
    `${RUNS} requests to GET /api/portal/%s/:id/pdf`,
    async (what) => {
      const own = what === "quotes" ? fuzz().client.quoteId : fuzz().client.invoiceId;
      const other = what === "quotes" ? fuzz().other.quoteId : fuzz().other.invoiceId;
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: `GET /api/portal/${what}/:id/pdf`,
        requests: requests({ method: "GET", path: recordId(own, other).map((id) => `/api/portal/${what}/${id}/pdf`), cookies: cookies() }),
      });
      expect(tally[200]).toBeGreaterThan(0);
      expect(tally[404]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  // The client's own invoice is paid: reporting an e-Transfer for it is refused (409), another
  // client's is not found (404); whatever the body, nothing is stored.
  test(
    `${RUNS} requests to POST /api/portal/invoices/:id/etransfer-sent`,
    async () => {
      const { invoiceId } = fuzz().client;
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "POST /api/portal/invoices/:id/etransfer-sent",
        requests: requests({
          method: "POST",
          path: recordId(invoiceId, fuzz().other.invoiceId).map((id) => `/api/portal/invoices/${id}/etransfer-sent`),
          cookies: cookies(),
        }),
      });
      expect(tally[409]).toBeGreaterThan(0);
      expect(tally[404]).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
