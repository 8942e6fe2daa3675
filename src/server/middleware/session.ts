import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { findStaff, slideSession } from "../auth/session-policy";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";

/** better-auth's session cookie, with or without the __Secure- prefix. */
export const hasSessionCookie = (cookieHeader: string | undefined) => /(^|;\s*)(__Secure-)?better-auth\.session_token=/.test(cookieHeader ?? "");

/**
 * Resolve the request's session from the database (so sign-out, password resets and a
 * deactivation take effect on the very next request), give it its role, and slide its expiry.
 */
export function loadViewer(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set("viewer", null);
    if (hasSessionCookie(c.req.header("cookie"))) {
      const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
      if (found) {
        const staff = await findStaff(deps.db, found.user.id);
        if (staff?.deactivatedAt) {
          // Deactivating deletes the account's sessions; one that slipped past is no session at all.
          await deps.db.execute(sql`delete from sessions where id = ${found.session.id}`);
        } else {
          const role = staff ? staff.role : "client";
          await slideSession(deps.db, found.session, role);
          c.set("viewer", {
            userId: found.user.id,
            sessionId: found.session.id,
            email: found.user.email,
            name: found.user.name,
            createdAt: found.user.createdAt,
            role,
            username: staff?.username ?? null,
            staffLanguage: staff?.language ?? null,
          });
        }
      }
    }
    await next();
  };
}
