import { Hono } from "hono";
import { AUTH_MESSAGES, type SessionInfo } from "../../shared/schemas/auth";
import { AppError } from "../errors";
import type { ApiEnv } from "../http/api-env";

/** Who is signed in: the portal and the admin gate ask this on load. */
export function sessionRoutes() {
  return new Hono<ApiEnv>().get("/", (c) => {
    const viewer = c.get("viewer");
    if (!viewer) throw new AppError("unauthenticated", AUTH_MESSAGES.sessionMissing);
    c.header("Cache-Control", "no-store");
    const body: SessionInfo = {
      user: { email: viewer.email, name: viewer.name, createdAt: viewer.createdAt?.toISOString() ?? null },
      role: viewer.role,
      username: viewer.username,
    };
    return c.json(body);
  });
}
