import { Hono } from "hono";
import { addAdminSchema, type AddedAdmin } from "../../shared/schemas/auth";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { createAdmin } from "../services/accounts/create-admin";
import { getVisitStats } from "../services/visit-stats/visit-stats";
import { adminAssessmentRoutes } from "./admin-assessments";
import { adminClientRoutes } from "./admin-clients";
import { adminClosedDayRoutes } from "./admin-closed-days";
import { adminInvoiceRoutes } from "./admin-invoices";
import { adminLeadRoutes } from "./admin-leads";
import { adminMessagingRoutes } from "./admin-messaging";
import { adminQuoteRoutes } from "./admin-quotes";
import { adminServiceScheduleRoutes } from "./admin-service-schedules";
import { adminServiceVisitRoutes } from "./admin-service-visits";
import { adminSettingsRoutes } from "./admin-settings";

/** Admin-only operations; the audience guard in app.ts runs before any of them. */
export function adminRoutes(deps: AppDeps) {
  return new Hono<ApiEnv>()
    .route("/assessments", adminAssessmentRoutes(deps))
    .route("/leads", adminLeadRoutes(deps))
    .route("/clients", adminClientRoutes(deps))
    .route("/quotes", adminQuoteRoutes(deps))
    .route("/invoices", adminInvoiceRoutes(deps))
    .route("/service-visits", adminServiceVisitRoutes(deps))
    .route("/service-schedules", adminServiceScheduleRoutes(deps))
    .route("/messaging", adminMessagingRoutes(deps))
    .route("/closed-days", adminClosedDayRoutes(deps))
    .route("/settings", adminSettingsRoutes(deps))
    .post("/admins", async (c) => {
      const input = await readJson(c, addAdminSchema);
      const { userId } = await createAdmin({ db: deps.db, auth: deps.auth, input, verified: false });
      await deps.auth.api.sendVerificationEmail({ body: { email: input.email, callbackURL: "/admin" } });
      deps.logger.info({ by: c.get("viewer")!.userId, userId }, "admin account created");
      return c.json({ user: { id: userId, username: input.username, email: input.email } } satisfies AddedAdmin, 201);
    })
    .get("/visits", async (c) => {
      const stats = await getVisitStats({ db: deps.db });
      c.header("Cache-Control", "no-store");
      return c.json(stats);
    });
}
