import type { MiddlewareHandler } from "hono";
import { AUTH_MESSAGES, type Role } from "../../shared/schemas/auth";
import { AppError } from "../errors";
import type { ApiEnv } from "../http/api-env";

/** Who may call a group of routes. Every /api route is mounted with one (app.ts). */
export type Audience = "public" | Role;

export function requireAudience(audience: Audience): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (audience !== "public") {
      const viewer = c.get("viewer");
      if (!viewer) throw new AppError("unauthenticated", AUTH_MESSAGES.sessionMissing);
      if (audience === "admin" && viewer.role !== "admin") throw new AppError("forbidden", AUTH_MESSAGES.notAdmin);
      if (audience === "client" && viewer.role !== "client") throw new AppError("forbidden", "The client portal is for client accounts.");
    }
    await next();
  };
}
