import type { MiddlewareHandler } from "hono";
import { findAdmin, slideSession } from "../auth/session-policy";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";

/** better-auth's session cookie, with or without the __Secure- prefix. */
export const hasSessionCookie = (cookieHeader: string | undefined) => /(^|;\s*)(__Secure-)?better-auth\.session_token=/.test(cookieHeader ?? "");

/**
 * Resolve the request's session from the database (so sign-out and password resets take effect on
 * the very next request), give it its role, and slide its expiry.
 */
export function loadViewer(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set("viewer", null);
    if (hasSessionCookie(c.req.header("cookie"))) {
      const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      if (found) {
        const admin = await findAdmin(deps.db, found.user.id);
        const role = admin ? "admin" : "client";
        await slideSession(deps.db, found.session, role);
        c.set("viewer", {
          userId: found.user.id,
          sessionId: found.session.id,
          email: found.user.email,
          name: found.user.name,
          createdAt: found.user.createdAt,
          role,
          username: admin?.username ?? null,
        });
      }
    }
    await next();
  };
}
