import { Hono } from "hono";
import { addAdminSchema, type AddedAdmin } from "../../shared/schemas/auth";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import type { CompanyRegistrations } from "../../shared/schemas/company-settings";
import { requireOwner } from "../middleware/audience";
import { createAdmin } from "../services/accounts/create-admin";
import { recordAudit } from "../services/common/record-audit";
import { getCompanySettings } from "../services/settings/company-settings";
import { adminStaffRoutes } from "./admin-staff";
import { getVisitStats } from "../services/visit-stats/visit-stats";
import { adminAnnouncementRoutes } from "./admin-announcements";
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
import { adminIncidentRoutes } from "./admin-incidents";
import { adminRetentionRoutes } from "./admin-retention";
import { adminPrivacyRoutes } from "./admin-privacy";
import { adminCrewReportRoutes } from "./crew-reports";
import { adminChecklistRoutes } from "./admin-checklists";
import { adminTimesheetRoutes } from "./admin-timesheets";
import { adminStaffAvailabilityRoutes } from "./admin-staff-availability";

export const OWNER_ADDS = "Only an owner can add staff accounts.";

/** The admin area's operations (owners and office staff); the audience guard in app.ts runs before any of them. */
export function adminRoutes(deps: AppDeps) {
  return (
    new Hono<ApiEnv>()
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
      .route("/retention", adminRetentionRoutes(deps))
      .route("/incidents", adminIncidentRoutes(deps))
      .route("/privacy", adminPrivacyRoutes(deps))
      .route("/announcements", adminAnnouncementRoutes(deps))
      .route("/staff", adminStaffRoutes(deps))
      .route("/crew-reports", adminCrewReportRoutes(deps))
      .route("/checklists", adminChecklistRoutes(deps))
      .route("/timesheets", adminTimesheetRoutes(deps))
      .route("/staff-availability", adminStaffAvailabilityRoutes(deps))
      // Add Admin (spec 001 §2.4): an owner's; the account it makes is office staff (decision 060).
      .post("/admins", async (c) => {
        const viewer = requireOwner(c.get("viewer"), OWNER_ADDS);
        const input = await readJson(c, addAdminSchema);
        const { userId } = await createAdmin({
          db: deps.db,
          input,
          role: "office",
          verified: false,
          alongside: (tx, id) =>
            recordAudit({
              db: tx,
              actor: { userId: viewer.userId, email: viewer.email },
              entries: [{ action: "staff.create", entity: "staff", entityId: id, details: { username: input.username, email: input.email, role: "office" } }],
            }),
        });
        await deps.auth.api.sendVerificationEmail({ body: { email: input.email, callbackURL: "/admin" } });
        deps.logger.info({ by: viewer.userId, userId }, "admin account created");
        return c.json({ user: { id: userId, username: input.username, email: input.email } } satisfies AddedAdmin, 201);
      })
      // The company's registration numbers, for the banner of a draft that would be refused (decision 052):
      // office staff read these two without the rest of the settings.
      .get("/registrations", async (c) => {
        const { gstHstNumber, qstNumber } = await getCompanySettings({ db: deps.db, config: deps.config });
        return c.json({ gstHstNumber, qstNumber } satisfies CompanyRegistrations);
      })
      .get("/visits", async (c) => {
        const stats = await getVisitStats({ db: deps.db });
        c.header("Cache-Control", "no-store");
        return c.json(stats);
      })
  );
}
