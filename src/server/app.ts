import { Hono } from "hono";
import { privacyPageValuesOf, refreshCompanySettings } from "./services/settings/company-settings";
import { compress } from "hono/compress";
import type { AppDeps } from "./deps";
import { AppError, noSuchEndpoint, notFound, retryAfterHeader } from "./errors";
import { limitBody } from "./http/body-limit";
import { databaseUnavailable } from "./http/database-unavailable";
import { requestLocale } from "./http/request-locale";
import { createSecurityHeaders, noStore } from "./http/security-headers";
import { privacyValuesKey, PRIVACY_PAGE_FILES, writePrivacyValues } from "./http/privacy-page";
import { createStaticSite, serveClient, staticListener, type PageFill } from "./http/static-files";
import type { ApiEnv } from "./http/api-env";
import { requireAudience, type Audience } from "./middleware/audience";
import { originCheck } from "./middleware/origin-check";
import { loadViewer } from "./middleware/session";
import { adminRoutes } from "./routes/admin";
import { assessmentRoutes } from "./routes/assessments";
import { authRoutes } from "./routes/auth";
import { portalRoutes } from "./routes/portal";
import { privacyPageRoutes } from "./routes/privacy-page";
import { sessionRoutes } from "./routes/session";
import { consultationRoutes } from "./routes/consultations";
import { crewRoutes } from "./routes/crew";
import { crewPage } from "./routes/crew-page";
import { CREW_PATH } from "../shared/crew-worker";
import { PHOTO_UPLOAD_BODY } from "./routes/crew-photos";
import { visitReportRoutes } from "./routes/visit-reports";
import { SEO_PATHS, seoRoutes } from "./routes/seo";
import { staffInvitationRoutes } from "./routes/staff-invitations";
import { stripeRoutes } from "./routes/stripe";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { visitRoutes } from "./routes/visits";
import { requireTwoStepWhenRequired } from "./middleware/two-step-required";
import { twoStepRoutes } from "./routes/two-step";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Build the whole HTTP app. Tests call `app.request()` on it; main.ts serves it, with
 * `serveStatic` answering the built client's files and pages ahead of it on Node's own request.
 */
export function createApp(deps: AppDeps) {
  const { logger } = deps;
  const app = new Hono<ApiEnv>();
  // Security headers on every answer (the 404 and 500 included); computed once, here.
  const security = createSecurityHeaders(deps.config, deps.build, logger);
  app.use(security.middleware);

  // One structured log line per request.
  app.use(async (c, next) => {
    const start = performance.now();
    await next();
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - start) * 10) / 10 }, "request");
  });

  app.onError((err, c) => {
    const unavailable = databaseUnavailable(err);
    if (unavailable) logger.warn({ err, path: c.req.path }, "database unavailable");
    err = unavailable ?? err;
    // Answered in the request's language: a French visitor never reads an English refusal.
    const locale = requestLocale(c);
    if (err instanceof AppError) return c.json(err.toBody(locale), err.status, retryAfterHeader(err));
    logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json(new AppError("internal", { key: "internal" }).toBody(locale), 500);
  });

  app.use("/api/*", noStore);
  app.use("/api/*", compress());
  app.use("/api/*", limitBody(MAX_BODY_BYTES, [PHOTO_UPLOAD_BODY]));

  app.use("/api/*", originCheck(deps.config.trustedOrigins));
  app.use("/api/*", loadViewer(deps));
  // The company settings another server process may have saved (read at most every 5 s; decision 052).
  app.use("/api/*", async (_c, next) => {
    await refreshCompanySettings(deps.db, deps.config);
    await next();
  });

  // Every group of routes declares who may call it; anything not mounted here answers 404.
  const api = new Hono<ApiEnv>()
    .route("/auth", guarded("public", authRoutes(deps)))
    .route("/session", guarded("public", sessionRoutes(deps)))
    .route("/assessments", guarded("public", assessmentRoutes(deps)))
    .route("/consultations", guarded("public", consultationRoutes(deps)))
    .route("/visits", guarded("public", visitRoutes(deps)))
    .route("/privacy-page", guarded("public", privacyPageRoutes(deps)))
    // Stripe signs its webhook instead of signing in; the route checks the signature.
    .route("/stripe", guarded("public", stripeRoutes(deps)))
    // An unsubscribe link works without signing in (CASL); its signed token is the only key.
    .route("/unsubscribe", guarded("public", unsubscribeRoutes(deps)))
    // A staff invitation's link works before its invitee has an account; its token is the only key.
    .route("/staff-invitations", guarded("public", staffInvitationRoutes(deps)))
    .route("/portal", guarded("client", portalRoutes(deps)))
    .route("/admin", guarded("admin", new Hono<ApiEnv>().use(requireTwoStepWhenRequired(deps)).route("/", adminRoutes(deps))))
    .route("/crew", guarded("crew", crewRoutes(deps)))
    // Two-step sign-in: its second step comes before a session; the rest checks the staff member itself.
    .route("/two-step", guarded("public", twoStepRoutes(deps)))
    // Staff and the visit's own client; everyone else 404 (the route decides, decision 066).
    .route("/visit-reports", guarded("public", visitReportRoutes(deps)));
  app.route("/api", api);
  app.all("/api/*", () => {
    throw noSuchEndpoint();
  });

  app.route("/", seoRoutes(deps));
  // The privacy page names the person in charge of privacy as the settings say now (decision 056).
  const privacyPage: PageFill = {
    files: PRIVACY_PAGE_FILES,
    current: () => {
      const officer = privacyPageValuesOf(deps.config);
      return { key: privacyValuesKey(officer), write: (html, file) => writePrivacyValues(html, file, officer) };
    },
  };
  const site = deps.build ? createStaticSite(deps.build, security.forFile, privacyPage) : undefined;
  if (site) {
    app.use(async (c, next) => {
      if (site.isFilled(c.req.path)) await refreshCompanySettings(deps.db, deps.config);
      await next();
    });
    // A staff member's load of the crew page carries their day (decision 072).
    app.get(CREW_PATH, compress(), crewPage(deps, site));
    app.use(serveClient(site, logger));
  }

  app.notFound((c) => c.json(notFound("Page").toBody(), 404));
  const serveStatic = site ? staticListener(site, logger, new Set([...SEO_PATHS, CREW_PATH])) : undefined;
  return { app, api, serveStatic };
}

/** `routes` behind the audience check, so no route of a group can skip it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- groups differ in their own env and schema
function guarded(audience: Audience, routes: Hono<any, any, any>) {
  return new Hono<ApiEnv>().use(requireAudience(audience)).route("/", routes);
}
