import { Hono } from "hono";
import { createAssessmentSchemas, type AssessmentReceived } from "../../shared/schemas/assessment";
import type { AppDeps } from "../deps";
import { AppError } from "../errors";
import { readJson } from "../http/read-json";
import { submitAssessment } from "../services/assessments/submit-assessment";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,100}$/;

export function assessmentRoutes(deps: AppDeps) {
  const { site, companyInbox } = deps.config;
  const { assessmentSchema } = createAssessmentSchemas(site.email);
  const company = { name: site.companyName, inbox: companyInbox, email: site.email, phone: site.phone };

  return new Hono().post("/", async (c) => {
    const key = c.req.header("idempotency-key");
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new AppError("validation", "Idempotency-Key must be 8 to 100 letters, digits or dashes", {
        "Idempotency-Key": "Must be 8 to 100 letters, digits or dashes",
      });
    }
    const input = await readJson(c, assessmentSchema);
    const result = await submitAssessment({ db: deps.db, input, idempotencyKey: key, company });
    return c.json({ id: result.id } satisfies AssessmentReceived, result.created ? 201 : 200);
  });
}
