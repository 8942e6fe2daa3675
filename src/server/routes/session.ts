import { Hono } from "hono";
import { DEFAULT_LOCALE } from "../../shared/locale";
import { AUTH_MESSAGES, type SessionInfo } from "../../shared/schemas/auth";
import type { AppDeps } from "../deps";
import { AppError } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";
import { clientLanguage } from "../services/portal/client-language";

/** Who is signed in, as GET /api/session answers. A client's portal is in their stored language, a cleaner's screens in theirs. */
export async function sessionInfo(db: AppDeps["db"], viewer: Viewer): Promise<SessionInfo> {
  return {
    user: { email: viewer.email, name: viewer.name, createdAt: viewer.createdAt?.toISOString() ?? null },
    role: viewer.role,
    username: viewer.username,
    language: viewer.role === "client" ? await clientLanguage(db, viewer.email) : (viewer.staffLanguage ?? DEFAULT_LOCALE),
  };
}

/** Who is signed in: the portal and the admin gate ask this on load. */
export function sessionRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<ApiEnv>().get("/", async (c) => {
    const viewer = c.get("viewer");
    if (!viewer) throw new AppError("unauthenticated", AUTH_MESSAGES.sessionMissing);
    c.header("Cache-Control", "no-store");
    return c.json(await sessionInfo(db, viewer));
  });
}
