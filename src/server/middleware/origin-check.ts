import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";
import { hasSessionCookie } from "./session";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request that carries a session cookie must come from one of our own pages:
 * its Origin must be trusted. SameSite=Lax alone leaves same-site subdomains and old browsers.
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE.has(c.req.method) && hasSessionCookie(c.req.header("cookie"))) {
      const origin = c.req.header("origin");
      if (!origin || !trustedOrigins.includes(origin)) {
        throw new AppError("forbidden", "This request did not come from the site's own pages.");
      }
    }
    await next();
  };
}
