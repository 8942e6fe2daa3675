import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { countBetween, fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { queryString, requests } from "../test/fuzz/fuzz-request";
import { encode, injection, text } from "../test/fuzz/junk";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { testDbKinds } from "../test/test-db";

// Generated requests to the /api/auth link routes, the paths beside them, sign-out and
// /api/session (docs/decisions/020): RUNS per endpoint, each checked for no 5xx, no internals
// shown, the API's error shape, and nothing stored when refused.

const TIMEOUT = 120_000;

/** Link targets: our own paths, other sites, script URLs, and junk. */
const callbackUrl = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("/client-dashboard", "/client-login", "/admin", "/", "http://localhost:3000/admin") },
  { weight: 2, arbitrary: fc.constantFrom("https://evil.example.com/x", "//evil.example.com", "javascript:alert(1)", "/\\evil.example.com", "") },
  { weight: 1, arbitrary: text(0, 30) },
  { weight: 1, arbitrary: injection },
);
const token = fc.oneof(
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 40 }),
  fc.uuid(),
  fc.constant("eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2ln"),
  text(0, 60),
  injection,
);

const noBody = bodyArbitrary(z.object({}), { example: {} });

const otherAuthPath = fc.oneof(
  fc.constantFrom(
    "/api/auth/sign-up/email",
    "/api/auth/get-session",
    "/api/auth/list-sessions",
    "/api/auth/update-user",
    "/api/auth/",
    "/api/auth",
    "/api/auth/sign-in/email/",
    "/api/auth//sign-out",
    "/api/auth/SIGN-OUT",
    "/api/auth/sign-in%2Femail",
    "/api/auth/../session",
  ),
  fc.array(text(1, 12).map(encode), { minLength: 1, maxLength: 3 }).map((segs) => `/api/auth/${segs.join("/")}`),
);

describe.each(testDbKinds)("generated requests to the /api/auth links and /api/session on %s", (kind) => {
  const fuzz = useFuzzApp(kind);

  // A link followed: the magic link mostly redirects (to the target or the error page), a bad e-mail verification is refused.
  test.each([
    {
      path: "/api/auth/magic-link/verify",
      query: queryString({ token, callbackURL: callbackUrl, errorCallbackURL: callbackUrl, newUserCallbackURL: callbackUrl }),
      between: [300, 399] as const,
      atLeast: RUNS / 20,
    },
    { path: "/api/auth/verify-email", query: queryString({ token, callbackURL: callbackUrl }), between: [400, 499] as const, atLeast: RUNS / 2 },
  ])(
    `${RUNS} requests to GET $path`,
    async ({ path, query, between: [from, to], atLeast }) => {
      const tally = await fuzzEndpoint(fuzz().ctx, { name: `GET ${path}`, requests: requests({ method: "GET", path, query, cookies: fuzz().cookies }) });
      expect(countBetween(tally, from, to)).toBeGreaterThan(atLeast);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to GET /api/session`,
    async () => {
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "GET /api/session",
        requests: requests({ method: "GET", path: "/api/session", cookies: fuzz().cookies, cookieShare: 70 }),
      });
      expect(tally[200]).toBeGreaterThan(RUNS / 10);
      expect(tally[401]).toBeGreaterThan(RUNS / 10);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to paths under /api/auth outside the allowlist`,
    async () => {
      const requestsToOthers = requests({ method: fc.constantFrom("GET", "POST"), path: otherAuthPath, body: noBody, cookies: fuzz().cookies });
      const tally = await fuzzEndpoint(fuzz().ctx, { name: "ALL /api/auth/*", requests: requestsToOthers });
      expect(tally[404]).toBeGreaterThan(RUNS / 2);
    },
    TIMEOUT,
  );

  // Last: it ends the sessions the others send.
  test(
    `${RUNS} requests to POST /api/auth/sign-out`,
    async () => {
      const tally = await fuzzEndpoint(fuzz().ctx, {
        name: "POST /api/auth/sign-out",
        requests: requests({ method: "POST", path: "/api/auth/sign-out", body: noBody, cookies: fuzz().cookies, cookieShare: 50 }),
      });
      expect(tally[200]).toBeGreaterThan(RUNS / 10);
    },
    TIMEOUT,
  );
});
