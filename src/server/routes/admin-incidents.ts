import { Hono } from "hono";
import { businessDay } from "../../shared/business-time";
import { incidentFormSchema, type IncidentDetail, type IncidentList, type IncidentSaved } from "../../shared/schemas/incidents";
import type { AppDeps } from "../deps";
import { isUuid } from "../db/is-uuid";
import { notFound } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";
import { readJson } from "../http/read-json";
import { incidentsCsv } from "../services/incidents/export-incidents";
import { getIncident, listIncidents } from "../services/incidents/incident-record";
import { createIncident, updateIncident } from "../services/incidents/save-incident";

const actorOf = (viewer: Viewer | null) => ({ userId: viewer!.userId, email: viewer!.email });

/** The register of confidentiality incidents (decision 055): every admin records, edits, reads and exports it; nobody deletes an entry. */
export function adminIncidentRoutes(deps: AppDeps) {
  const { db } = deps;
  const idOf = (id: string) => {
    if (!isUuid(id)) throw notFound("Incident");
    return id;
  };
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json({ incidents: await listIncidents(db) } satisfies IncidentList))
    .post("/", async (c) => {
      const input = await readJson(c, incidentFormSchema);
      return c.json({ incident: await createIncident({ db, input, actor: actorOf(c.get("viewer")) }) } satisfies IncidentSaved, 201);
    })
    .get("/export.csv", async (c) => {
      const body = await incidentsCsv(db);
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="confidentiality-incidents-${businessDay()}.csv"`,
        "Cache-Control": "no-store",
      });
    })
    .get("/:id", async (c) => c.json((await getIncident(db, idOf(c.req.param("id")))) satisfies IncidentDetail))
    .put("/:id", async (c) => {
      const id = idOf(c.req.param("id"));
      const input = await readJson(c, incidentFormSchema);
      return c.json({ incident: await updateIncident({ db, id, input, actor: actorOf(c.get("viewer")) }) } satisfies IncidentSaved);
    });
}
