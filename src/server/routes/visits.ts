import { Hono } from "hono";
import { visitSchema } from "../../shared/schemas/visit";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { readJson } from "../http/read-json";
import { recordVisit } from "../services/record-visit";

export function visitRoutes(deps: AppDeps) {
  return new Hono()
    .post("/", async (c) => {
      const { page } = await readJson(c, visitSchema);
      await recordVisit({ db: deps.db, page });
      return c.body(null, 204);
    })
    .get("/stats", () => {
      // The statistics belong to the admin visitor dashboard; no one may read them until admin
      // sign-in exists.
      throw new AppError("unauthenticated", "Sign in as an administrator to read visitor statistics.");
    });
}
