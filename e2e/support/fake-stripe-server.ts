import { afterAll } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../src/server/test/fake-stripe";
import { withServerEnv } from "./file-server";

/** The secret key the server and the fake share (a test may call the fake as the server does). */
export const FAKE_STRIPE_SECRET_KEY = "sk_test_e2efilestripe";
const WEBHOOK_SECRET = "whsec_e2efilestripe";

/**
 * This file's server takes card payments against a local fake of Stripe (decisions 033, 074),
 * whose signed webhooks reach that server. Call while the file loads; the fake, once started.
 */
export function useFakeStripe(): () => FakeStripe {
  let fake: FakeStripe | undefined;
  withServerEnv(async (url) => {
    fake = await startFakeStripe({ secretKey: FAKE_STRIPE_SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: `${url}/api/stripe/webhook` });
    return { STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
  });
  afterAll(() => fake?.close());
  return () => {
    if (!fake) throw new Error("the fake Stripe starts with the file's server: call this from a test");
    return fake;
  };
}
