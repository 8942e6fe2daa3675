import type http from "node:http";
import type { Config } from "../env";

/**
 * Node's limits on slow clients, stated rather than left to its defaults: a request's headers must
 * arrive within `headersTimeoutMs` of its first byte and the whole request within
 * `REQUEST_TIMEOUT_MS`, each measured from the start of that request (also on a reused keep-alive
 * connection). Node checks them on a timer; checking every quarter of the headers budget (at most
 * every 5 s) cuts a slow client close to its limit instead of up to 30 s late.
 */
const REQUEST_TIMEOUT_MS = 120_000;

export function httpServerOptions(config: Pick<Config, "headersTimeoutMs">): http.ServerOptions {
  const headersTimeout = config.headersTimeoutMs;
  return {
    headersTimeout,
    requestTimeout: Math.max(REQUEST_TIMEOUT_MS, headersTimeout),
    connectionsCheckingInterval: Math.min(5_000, Math.max(25, Math.floor(headersTimeout / 4))),
    // Longer than the 5 s default, so that a client pooling connections with a 4-5 s idle limit
    // (undici, browsers) gives them up first and never reuses one the server is closing.
    keepAliveTimeout: 10_000,
  };
}
