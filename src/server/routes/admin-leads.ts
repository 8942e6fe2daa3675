import { Hono } from "hono";
import { captureLeadSchema, deleteLeadsSchema, leadFormSchema, leadListQuerySchema } from "../../shared/schemas/leads";
import type { AppDeps } from "../deps";
import type { ApiEnv, Viewer } from "../http/api-env";
import { AppError } from "../http/app-error";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { convertLead } from "../services/leads/convert-lead";
import { captureLead, createLead } from "../services/create-lead";
import { deleteLeads } from "../services/delete-leads";
import { getLead } from "../services/get-lead";
import { listLeadLookups } from "../services/lead-lookups";
import { listLeads } from "../services/list-leads";
import { updateLead } from "../services/update-lead";

const notFound = () => new AppError("not_found", "Lead not found");
const actorOf = (viewer: Viewer | null) => ({ userId: viewer!.userId, email: viewer!.email });

/** The admin area's leads (spec 001 §2.6, §7): list, lookups, create, capture, edit, convert, delete. */
export function adminLeadRoutes(deps: AppDeps) {
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const query = readQuery(c, leadListQuerySchema);
      c.header("Cache-Control", "no-store");
      return c.json(await listLeads({ db: deps.db, query }));
    })
    .get("/lookups", async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listLeadLookups({ db: deps.db }));
    })
    .post("/", async (c) => {
      const input = await readJson(c, leadFormSchema);
      const lead = await createLead({ db: deps.db, input, actor: actorOf(c.get("viewer")) });
      return c.json(lead, 201);
    })
    .post("/capture", async (c) => {
      const input = await readJson(c, captureLeadSchema);
      const lead = await captureLead({ db: deps.db, input, actor: actorOf(c.get("viewer")) });
      return c.json(lead, 201);
    })
    .post("/delete", async (c) => {
      const { ids } = await readJson(c, deleteLeadsSchema);
      const viewer = c.get("viewer")!;
      const result = await deleteLeads({ db: deps.db, ids, actor: actorOf(viewer) });
      deps.logger.info({ by: viewer.userId, deleted: result.deleted }, "leads deleted");
      return c.json(result);
    })
    .get("/:id", async (c) => {
      const lead = await getLead({ db: deps.db, id: c.req.param("id") });
      if (!lead) throw notFound();
      c.header("Cache-Control", "no-store");
      return c.json(lead);
    })
    .put("/:id", async (c) => {
      const input = await readJson(c, leadFormSchema);
      const lead = await updateLead({ db: deps.db, id: c.req.param("id"), input, actor: actorOf(c.get("viewer")) });
      if (!lead) throw notFound();
      return c.json(lead);
    })
    .post("/:id/convert", async (c) => {
      const result = await convertLead({ db: deps.db, id: c.req.param("id"), actor: actorOf(c.get("viewer")) });
      if (!result) throw notFound();
      return c.json(result);
    })
    .delete("/:id", async (c) => {
      const id = c.req.param("id");
      const viewer = c.get("viewer")!;
      const { deleted } = await deleteLeads({ db: deps.db, ids: [id], actor: actorOf(viewer) });
      if (!deleted) throw notFound();
      deps.logger.info({ by: viewer.userId, lead: id }, "lead deleted");
      return c.json({ deleted: 1 as const });
    });
}
