import { Hono } from "hono";
import { visitSchema } from "../../shared/schemas/visit";
import type { AppDeps } from "../deps";
import { readJson } from "../http/read-json";
import { recordVisit } from "../services/visit-stats/record-visit";

export function visitRoutes(deps: AppDeps) {
  return new Hono().post("/", async (c) => {
    const { page } = await readJson(c, visitSchema);
    await recordVisit({ db: deps.db, page });
    return c.body(null, 204);
  });
}
