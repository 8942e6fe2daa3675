import { Hono } from "hono";
import { z } from "zod";
import {
  checklistServiceSchema,
  checklistTemplateInputSchema,
  type AdminVisitChecklist,
  type ChecklistTemplateSaved,
  type ChecklistTemplates,
} from "../../shared/schemas/checklists";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { requireOwner } from "../middleware/audience";
import { readTemplates, saveTemplate } from "../services/checklists/templates";
import { officeChecklist } from "../services/checklists/visit-checklist";

export const OWNER_CHECKLISTS = "Only an owner can change the checklists.";

const visitId = z.guid();

/** The checklists' templates (owners change them, office staff read them) and a visit's checklist (decision 065). */
export function adminChecklistRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json({ templates: await readTemplates(db) } satisfies ChecklistTemplates))
    .put("/:service", async (c) => {
      const viewer = requireOwner(c.get("viewer"), OWNER_CHECKLISTS);
      const service = checklistServiceSchema.safeParse(c.req.param("service"));
      if (!service.success) throw notFound("Checklist");
      const { rooms } = await readJson(c, checklistTemplateInputSchema);
      const template = await saveTemplate({ db, service: service.data, rooms, by: { userId: viewer.userId, name: viewer.username ?? viewer.email } });
      return c.json({ template } satisfies ChecklistTemplateSaved);
    })
    .get("/visits/:id", async (c) => {
      const id = c.req.param("id");
      if (!visitId.safeParse(id).success) throw notFound("serviceVisit");
      return c.json((await officeChecklist(db, id.toLowerCase())) satisfies AdminVisitChecklist);
    });
}
