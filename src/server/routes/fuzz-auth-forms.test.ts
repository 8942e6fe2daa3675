import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { adminSignInSchema, clientLoginSchema, newPasswordSchema, passwordResetRequestSchema } from "../../shared/schemas/auth";
import { ADMIN_PASSWORD } from "../test/auth-helpers";
import { useFuzzApp } from "../test/fuzz/fuzz-app";
import { countBetween, fuzzEndpoint, RUNS } from "../test/fuzz/fuzz-endpoint";
import { requests } from "../test/fuzz/fuzz-request";
import { bodyArbitrary } from "../test/fuzz/schema-arbitrary";
import { testDbKinds } from "../test/test-db";

// Generated requests to the /api/auth routes with a body (docs/decisions/020): RUNS per endpoint,
// each checked for no 5xx, no internals shown, the API's error shape, and nothing stored when
// refused (a 401, 403 or 429 may count the attempt).

const TIMEOUT = 120_000;
const STRONG = "a long and unusual passphrase 7";

/** Sign-in addresses from a small pool: each new address costs a password hash until its lockout. */
const signInEmail = fc.constantFrom("admin@example.com", " ADMIN@example.com ", "nobody@example.com", "client@example.com");

const signIn = bodyArbitrary(adminSignInSchema, { example: { email: "admin@example.com", password: ADMIN_PASSWORD }, fields: { email: signInEmail } });
const magicLink = bodyArbitrary(clientLoginSchema, { example: { email: "client@example.com" } });
const resetRequest = bodyArbitrary(passwordResetRequestSchema, { example: { email: "admin@example.com" } });
const reset = bodyArbitrary(newPasswordSchema, { example: { token: "not-a-real-token", newPassword: STRONG } });

describe.each(testDbKinds)("generated requests to the /api/auth forms on %s", (kind) => {
  const fuzz = useFuzzApp(kind);
  const post = (path: string, body: typeof signIn) => ({
    name: `POST ${path}`,
    fields: body.keys,
    requests: requests({ method: "POST", path, body, cookies: fuzz().cookies }),
  });

  test(
    `${RUNS} requests to POST /api/auth/sign-in/email`,
    async () => {
      const tally = await fuzzEndpoint(fuzz().ctx, post("/api/auth/sign-in/email", signIn));
      expect(tally[200]).toBeGreaterThan(0);
      expect(countBetween(tally, 400, 499)).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to POST /api/auth/sign-in/magic-link`,
    async () => {
      const tally = await fuzzEndpoint(fuzz().ctx, post("/api/auth/sign-in/magic-link", magicLink));
      expect(tally[200]).toBeGreaterThan(RUNS / 20);
      expect(countBetween(tally, 400, 499)).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to POST /api/auth/request-password-reset`,
    async () => {
      const tally = await fuzzEndpoint(fuzz().ctx, post("/api/auth/request-password-reset", resetRequest));
      expect(tally[200]).toBeGreaterThan(RUNS / 20);
      expect(countBetween(tally, 400, 499)).toBeGreaterThan(RUNS / 4);
    },
    TIMEOUT,
  );

  test(
    `${RUNS} requests to POST /api/auth/reset-password`,
    async () => {
      // No reset link was ever sent to a real token here: every request is refused.
      const tally = await fuzzEndpoint(fuzz().ctx, post("/api/auth/reset-password", reset));
      expect(countBetween(tally, 400, 499)).toBe(RUNS);
    },
    TIMEOUT,
  );
});
