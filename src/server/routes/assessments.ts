import { Hono } from "hono";
import type { ApiEnv } from "../http/api-env";
import { createAssessmentSchemas, type AssessmentReceived } from "../../shared/schemas/assessment";
import type { AppDeps } from "../deps";
import { AppError } from "../errors";
import { readJson } from "../http/read-json";
import { requestLocale } from "../http/request-locale";
import { submitAssessment } from "../services/assessments/submit-assessment";
import { clientOfUser } from "../services/portal/portal-quotes";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,100}$/;

export function assessmentRoutes(deps: AppDeps) {
  const { site, companyInbox } = deps.config;
  const { assessmentSchema } = createAssessmentSchemas(site.email);
  const company = { name: site.companyName, inbox: companyInbox, email: site.email, phone: site.phone };

  return new Hono<ApiEnv>().post("/", async (c) => {
    const key = c.req.header("idempotency-key");
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new AppError("validation", "Idempotency-Key must be 8 to 100 letters, digits or dashes", {
        "Idempotency-Key": "Must be 8 to 100 letters, digits or dashes",
      });
    }
    const input = await readJson(c, assessmentSchema);
    // A signed-in client's request (Request New Service) is tied to their client record, found
    // from the session, never from the body.
    const viewer = c.get("viewer");
    const client = viewer?.role === "client" ? await clientOfUser(deps.db, viewer.email) : null;
    const result = await submitAssessment({ db: deps.db, input, idempotencyKey: key, company, clientId: client?.id ?? null, language: requestLocale(c) });
    return c.json({ id: result.id } satisfies AssessmentReceived, result.created ? 201 : 200);
  });
}
