import type { MiddlewareHandler } from "hono";
import { AUTH_MESSAGES, isStaffRole, usesAdmin } from "../../shared/schemas/auth";
import { AppError, noSuchEndpoint } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";

/**
 * Who may call a group of routes. Every /api route is mounted with one (app.ts). "admin" is the
 * admin area: owners and office staff; a cleaner is told it does not exist (decision 060). "crew"
 * is the crew page: a staff member's own visits (an owner or office staff on a visit's crew too,
 * decision 070); to a client it does not exist (decision 063).
 */
export type Audience = "public" | "client" | "admin" | "crew";

export function requireAudience(audience: Audience): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (audience !== "public") {
      const viewer = c.get("viewer");
      if (!viewer) throw new AppError("unauthenticated", AUTH_MESSAGES.sessionMissing);
      if (audience === "admin" && !usesAdmin(viewer.role)) {
        // A cleaner learns nothing of the admin area: the answer of an address no route has.
        if (viewer.role === "cleaner") throw noSuchEndpoint();
        throw new AppError("forbidden", AUTH_MESSAGES.notAdmin);
      }
      if (audience === "crew" && !isStaffRole(viewer.role)) throw noSuchEndpoint();
      if (audience === "client" && viewer.role !== "client") throw new AppError("forbidden", "The client portal is for client accounts.");
    }
    await next();
  };
}

/**
 * What only an owner may do (staff accounts, company settings, retention, sending an
 * announcement): office staff get a 403 with `message`, saying why. Called first by each such
 * handler, behind the admin audience.
 */
export function requireOwner(viewer: Viewer | null, message: string): Viewer {
  if (!viewer || viewer.role !== "owner") throw new AppError("forbidden", message);
  return viewer;
}
