import type { Context, MiddlewareHandler } from "hono";
import { businessDay } from "../../shared/business-time";
import { FIRST_VIEW_MARK } from "../../shared/crew-page";
import { CREW_PATH } from "../../shared/crew-worker";
import { isStaffRole } from "../../shared/schemas/auth";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import type { StaticSite } from "../http/static-files";
import { loadViewer } from "../middleware/session";
import { crewDay } from "../services/crew/crew-visits";
import { writeCrewFirstView } from "../services/crew/first-view";
import { sessionInfo } from "./session";

/** Destinations of a page shown inside another. */
const FRAMED = new Set(["iframe", "frame", "object", "embed", "fencedframe"]);

/**
 * GET /crew/ opened by a signed-in staff member (decision 072): the crew page's HTML with their
 * day written in, and the answers of GET /api/session and GET /api/crew/visits for the page to
 * start from (the entry details' view is recorded, as the API records it). Never kept by a cache.
 * Anything else (no session, a client, the service worker's own request, a prerender or prefetch,
 * a failed read) gets the page as built.
 */
export function crewPage(deps: AppDeps, site: StaticSite): MiddlewareHandler<ApiEnv> {
  const viewer = loadViewer(deps);
  /** The page with the signed-in staff member's day, or undefined for anyone else. */
  const writeFor = async (c: Context<ApiEnv>, html: string): Promise<string | undefined> => {
    await viewer(c, async () => undefined);
    const who = c.get("viewer");
    if (!who || !isStaffRole(who.role)) return undefined;
    const session = await sessionInfo(deps.db, who);
    const day = await crewDay(deps.db, { userId: who.userId, username: who.username ?? who.email }, businessDay());
    return writeCrewFirstView(html, {
      data: { session, day },
      name: session.username || session.user.email,
      language: session.language,
      company: deps.config.site.companyName,
    });
  };
  return async (c, next) => {
    // Only the browser's own load of the page, and one the person opens: a fetch of it (the service
    // worker's own) gets the shell it keeps; a frame (refused by the page's headers anyway) and a
    // speculative load (Sec-Purpose) record no view. The worker passing the page's load on keeps its
    // mode, not its destination, so only a framed destination is refused.
    const h = (name: string) => c.req.header(name);
    if (h("sec-fetch-mode") !== "navigate" || FRAMED.has(h("sec-fetch-dest") ?? "") || h("sec-purpose") !== undefined) return next();
    const shell = site.find(CREW_PATH, {});
    const html = shell?.status === 200 ? shell.body?.toString("utf8") : undefined;
    if (!html?.includes(FIRST_VIEW_MARK)) return next();
    let page: string | undefined;
    try {
      page = await writeFor(c, html);
    } catch (error) {
      // The page asks for its day itself, and says so if it cannot have it.
      deps.logger.warn({ err: error }, "crew page: first view not written");
    }
    if (page === undefined) return next();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(shell!.headers)) {
      if (value !== undefined && !/^(etag|content-length|content-encoding|cache-control)$/i.test(name)) headers[name] = String(value);
    }
    return c.html(page, 200, { ...headers, "Cache-Control": "no-store" });
  };
}
