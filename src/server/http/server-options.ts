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
    // The client, not the server, should close an idle connection: one the server closes races the
    // next request a pooling client sends on it, which is then reset. Longer than the 60 s idle
    // limit of the usual proxies in front (nginx's upstream keepalive, cloud load balancers) and
    // than Node's own agent, which keeps a socket for the server's hint less 1 s from when it read
    // the response: a client whose event loop runs late would otherwise reuse a socket being closed.
    keepAliveTimeout: 65_000,
  };
}
