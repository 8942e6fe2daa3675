import type Stripe from "stripe";
import type { Config } from "../env";

export type StripeConfig = NonNullable<Config["stripe"]>;

/**
 * How long a webhook's signature stays acceptable (seconds): Stripe's own default. Older
 * signatures are refused, so a captured delivery cannot be replayed later.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

// The library is loaded on first use, so a site without card payments does not pay for it at
// start-up (about 20 MB of memory and a tenth of a second).
let library: Promise<typeof Stripe> | undefined;
const loadStripe = () => (library ??= import("stripe").then((m) => m.default));

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The Stripe API client for this configuration (one per config, kept). STRIPE_API_URL, set only
 * to reach a local stand-in of Stripe, becomes the library's host, port and protocol.
 */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  const StripeClient = await loadStripe();
  let client = clients.get(config);
  if (!client) {
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    const protocol = api?.protocol === "http:" ? "http" : "https";
    client = new StripeClient(config.secretKey, {
      // Retries reuse our own idempotency key, so a retried create never makes a second session.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api ? { host: api.hostname, port: api.port || (protocol === "http" ? 80 : 443), protocol } : {}),
    });
    clients.set(config, client);
  }
  return client;
}

/**
 * The event a webhook delivery carries, when its Stripe-Signature header was made with the
 * webhook secret over exactly these bytes within the tolerance; throws otherwise.
 */
export async function verifiedEvent(config: StripeConfig, rawBody: Buffer, signature: string): Promise<Stripe.Event> {
  const StripeClient = await loadStripe();
  return StripeClient.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
}
