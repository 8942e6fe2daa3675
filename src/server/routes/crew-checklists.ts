import { Hono, type Context } from "hono";
import { z } from "zod";
import { checklistTickSchema, type VisitChecklistAnswer } from "../../shared/schemas/checklists";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { crewChecklist, tickItem } from "../services/checklists/visit-checklist";
import type { Cleaner } from "../services/crew/crew-visits";

const visitId = z.guid();
const itemId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

/**
 * A visit's checklist on the crew page (decision 065), mounted in the crew's routes (their
 * audience and Idempotency-Key layer): read it, tick or untick an item.
 */
export function crewChecklistRoutes(deps: AppDeps) {
  const { db } = deps;
  const cleaner = (c: Context<ApiEnv>): Cleaner => {
    const viewer = c.get("viewer")!;
    return { userId: viewer.userId, username: viewer.username ?? viewer.email };
  };
  const idOf = (c: Context<ApiEnv>) => {
    const id = c.req.param("id") ?? "";
    if (!visitId.safeParse(id).success) throw notFound("serviceVisit");
    return id.toLowerCase();
  };
  return new Hono<ApiEnv>()
    .get("/visits/:id/checklist", async (c) => c.json({ checklist: await crewChecklist(db, cleaner(c), idOf(c)) } satisfies VisitChecklistAnswer))
    .put("/visits/:id/checklist/items/:itemId", async (c) => {
      const id = idOf(c);
      const item = c.req.param("itemId");
      if (!itemId.safeParse(item).success) throw notFound("Checklist item");
      const { done, tickedAt } = await readJson(c, checklistTickSchema);
      return c.json({ checklist: await tickItem({ db, cleaner: cleaner(c), id, itemId: item, done, tickedAt }) } satisfies VisitChecklistAnswer);
    });
}
