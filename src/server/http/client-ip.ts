import type { Context } from "hono";
import type { IncomingMessage } from "node:http";

/**
 * The client's IP: the socket address, or the first X-Forwarded-For hop when TRUST_PROXY is set.
 * A client-sent X-Forwarded-For is never believed otherwise.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}
