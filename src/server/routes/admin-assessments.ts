import { Hono } from "hono";
import { businessDay } from "../../shared/business-time";
import { ASSESSMENT_EXPORT_COLUMNS, assessmentFiltersSchema, assessmentListQuerySchema, deleteAssessmentsSchema } from "../../shared/schemas/admin-assessments";
import type { AppDeps } from "../deps";
import type { ApiEnv } from "../http/api-env";
import { csvRow } from "../http/csv";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { deleteAssessments } from "../services/assessments/delete-assessments";
import { exportAssessments } from "../services/assessments/export-assessments";
import { listAssessments } from "../services/assessments/list-assessments";

/** The admin dashboard's assessments: list, CSV export, bulk delete (behind the admin guard). */
export function adminAssessmentRoutes(deps: AppDeps) {
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, assessmentListQuerySchema);
      return c.json(await listAssessments({ db: deps.db, query }));
    })
    .get("/export.csv", (c) => {
      const filters = readQuery(c, assessmentFiltersSchema);
      const batches = exportAssessments({ db: deps.db, filters });
      const encoder = new TextEncoder();
      let headerSent = false;
      // Pulled batch by batch: the next query runs only when the client has taken the last one.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            if (!headerSent) {
              headerSent = true;
              controller.enqueue(encoder.encode(csvRow(ASSESSMENT_EXPORT_COLUMNS)));
              return;
            }
            const next = await batches.next();
            if (next.done) controller.close();
            else controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
          } catch (err) {
            deps.logger.error({ err }, "assessment export failed");
            controller.error(err);
          }
        },
        async cancel() {
          await batches.return(undefined);
        },
      });
      return new Response(body, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="job-assessments-${businessDay()}.csv"`,
          "Cache-Control": "no-store",
        },
      });
    })
    .post("/delete", async (c) => {
      const { ids } = await readJson(c, deleteAssessmentsSchema);
      const viewer = c.get("viewer")!;
      const result = await deleteAssessments({
        db: deps.db,
        ids,
        actor: { userId: viewer.userId, email: viewer.email },
      });
      deps.logger.info({ by: viewer.userId, deleted: result.deleted }, "assessments deleted");
      return c.json(result);
    });
}
