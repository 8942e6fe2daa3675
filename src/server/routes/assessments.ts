import { Hono } from "hono";
import type { ApiEnv } from "../http/api-env";
import { createAssessmentSchemas, type AssessmentReceived } from "../../shared/schemas/assessment";
import type { AppDeps } from "../deps";
import { AppError } from "../errors";
import { clientIp } from "../http/client-ip";
import { readJson } from "../http/read-json";
import { requestLocale } from "../http/request-locale";
import { mailSender } from "../mail/company";
import { submitAssessment } from "../services/assessments/submit-assessment";
import { clientOfUser } from "../services/portal/portal-quotes";
import { serviceAreaOf } from "../services/settings/company-settings";
import type { ServiceArea } from "../../shared/service-area";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,100}$/;

export function assessmentRoutes(deps: AppDeps) {
  const { config } = deps;
  // The schema checks the postal code against the service area as the settings say (decision 052),
  // made once per area and e-mail address.
  const schemas = new Map<string, ReturnType<typeof createAssessmentSchemas>["assessmentSchema"]>();
  const schemaNow = () => {
    const area = serviceAreaOf(config);
    const key = `${config.site.email} ${area.join(",")}`;
    if (!schemas.has(key)) schemas.set(key, createAssessmentSchemas(config.site.email, area).assessmentSchema);
    return schemas.get(key)!;
  };

  return new Hono<ApiEnv>()
    .get("/service-area", (c) => c.json({ prefixes: serviceAreaOf(config) } satisfies ServiceArea))
    .post("/", async (c) => {
      const key = c.req.header("idempotency-key");
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError("validation", "Idempotency-Key must be 8 to 100 letters, digits or dashes", {
          "Idempotency-Key": "Must be 8 to 100 letters, digits or dashes",
        });
      }
      const input = await readJson(c, schemaNow());
      const { site } = config;
      const company = { name: site.companyName, inbox: config.companyInbox, email: site.email, phone: site.phone, sender: mailSender(config) };
      // A signed-in client's request (Request New Service) is tied to their client record, found
      // from the session, never from the body.
      const viewer = c.get("viewer");
      const client = viewer?.role === "client" ? await clientOfUser(deps.db, viewer.email) : null;
      const result = await submitAssessment({
        db: deps.db,
        input,
        idempotencyKey: key,
        company,
        clientId: client?.id ?? null,
        language: requestLocale(c),
        origin: { ip: clientIp(c, config.trustProxy), userAgent: c.req.header("user-agent") ?? null },
      });
      return c.json({ id: result.id } satisfies AssessmentReceived, result.created ? 201 : 200);
    });
}
