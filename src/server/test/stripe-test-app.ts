import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database } from "../db/client";
import { useAuthTestApp, type TestApp } from "./auth-fixtures";
import { startFakeStripe, type FakeStripe } from "./fake-stripe";
import type { DbKind } from "./test-db";

/** The keys the app and the fake Stripe share in API tests. */
export const STRIPE_TEST_KEYS = { secretKey: "sk_test_fakekey123", webhookSecret: "whsec_testsecret123" } as const;
export const STRIPE_WEBHOOK = "/api/stripe/webhook";

/**
 * The API test app on `kind` with card payments set up against a fake Stripe (decision 033) whose
 * webhooks reach the app itself, and the company inbox set. Before each test the fake forgets its
 * requests, deliveries and counts and sends its events at once. `ready` gets the database, the
 * app and the fake.
 */
export function useStripeTestApp(kind: DbKind, ready: (database: Database, t: TestApp, fake: FakeStripe) => void, o: { emptyEach?: boolean } = {}): void {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe({
      ...STRIPE_TEST_KEYS,
      send: async (payload, headers) => (await t.app.request(STRIPE_WEBHOOK, { method: "POST", headers, body: payload })).status,
    });
  });
  afterAll(() => fake.close());
  useAuthTestApp(kind, (db, app) => ready(db, (t = app), fake), {
    emptyEach: o.emptyEach,
    env: () => ({
      STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
      STRIPE_API_URL: fake.url,
      COMPANY_INBOX: "office@example.com",
    }),
  });
  beforeEach(() => {
    Object.assign(fake.state, { creates: 0, holdWebhooks: false });
    for (const list of [fake.state.requests, fake.state.pending, fake.state.deliveries]) list.length = 0;
    Object.assign(fake.paymentIntents.state, { creates: 0, beforeAnswer: null });
  });
}
