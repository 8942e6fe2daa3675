import { Hono } from "hono";
import type { AppDeps } from "../deps";
import { AppError } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { verifiedEvent } from "../payments/stripe-client";
import { processStripeEvent } from "../services/payments/stripe-webhook";

/**
 * Stripe's webhook (decision 033): public, since Stripe signs instead of signing in. The signature
 * is checked over the raw body, exactly as it arrived, before anything is read from it or written;
 * a bad or missing one is a 400 and changes nothing.
 */
export function stripeRoutes(deps: AppDeps) {
  const { db, config, logger } = deps;
  return new Hono<ApiEnv>().post("/webhook", async (c) => {
    if (!config.stripe) throw new AppError("not_found", "Card payments are not set up on this site.");
    const signature = c.req.header("stripe-signature");
    if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");
    const raw = Buffer.from(await c.req.arrayBuffer());
    let event;
    try {
      event = await verifiedEvent(config.stripe, raw, signature);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, "stripe webhook refused");
      throw new AppError("bad_request", "The Stripe-Signature header does not match this request (or it is too old).");
    }
    const outcome = await processStripeEvent(db, config, logger, event);
    return c.json({ received: true, duplicate: outcome === "duplicate" });
  });
}
