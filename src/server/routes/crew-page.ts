import type { MiddlewareHandler } from "hono";
import { businessDay } from "../../shared/business-time";
import { CREW_PATH } from "../../shared/crew-worker";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import type { StaticSite } from "../http/static-files";
import { loadViewer } from "../middleware/session";
import { crewDay } from "../services/crew/crew-visits";
import { writeCrewFirstView } from "../services/crew/first-view";
import { sessionInfo } from "./session";

/**
 * GET /crew/ opened by a signed-in staff member (decision 072): the crew page's HTML with their
 * day written in, and the answers of GET /api/session and GET /api/crew/visits for the page to
 * start from (the entry details' view is recorded, as the API records it). Never kept by a cache.
 * Anything else (no session, a client, the service worker's own request) gets the page as built.
 */
export function crewPage(deps: AppDeps, site: StaticSite): MiddlewareHandler<ApiEnv> {
  const viewer = loadViewer(deps);
  return async (c, next) => {
    // Only the browser's own load of the page: a fetch of it (the service worker's) gets the shell it keeps.
    if (c.req.header("sec-fetch-mode") !== "navigate") return next();
    await viewer(c, async () => undefined);
    const who = c.get("viewer");
    const shell = who && who.role !== "client" ? site.find(CREW_PATH, {}) : undefined;
    if (!who || !shell?.body || shell.status !== 200) return next();
    const session = await sessionInfo(deps.db, who);
    const day = await crewDay(deps.db, { userId: who.userId, username: who.username ?? who.email }, businessDay());
    const html = writeCrewFirstView(shell.body.toString("utf8"), {
      data: { session, day },
      name: session.username || session.user.email,
      language: session.language,
      company: deps.config.site.companyName,
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(shell.headers)) {
      if (value !== undefined && !/^(etag|content-length|content-encoding|cache-control)$/i.test(name)) headers[name] = String(value);
    }
    return c.html(html, 200, { ...headers, "Cache-Control": "no-store" });
  };
}
