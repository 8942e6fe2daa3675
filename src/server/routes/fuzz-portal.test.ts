import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { requests, type Answer, type FuzzRequest } from "../test/fuzz/fuzz-request";
import { encode, injection, text } from "../test/fuzz/junk";
import { testDbKinds } from "../test/test-db";

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
});
