import { Hono } from "hono";
import { businessDay } from "../../shared/business-time";
import {
  closedDayCreateSchema,
  closedDayRangeQuerySchema,
  type ClosedDayAdded,
  type ClosedDayList,
  type ClosedDayRemoved,
} from "../../shared/schemas/closed-days";
import type { AppDeps } from "../deps";
import { isUuid } from "../db/is-uuid";
import { notFound } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { addClosedDay, listClosedDays, removeClosedDay } from "../services/closed-days/closed-days";

const actorOf = (viewer: Viewer | null) => ({ userId: viewer!.userId, email: viewer!.email });

/** Closed days in the admin (decision 051): read a range (holidays and the company's days), add and remove the company's. */
export function adminClosedDayRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<ApiEnv>()
    .get("/", async (c) => {
      const { from, to } = readQuery(c, closedDayRangeQuerySchema);
      return c.json((await listClosedDays(db, from, to)) satisfies ClosedDayList);
    })
    .post("/", async (c) => {
      const input = await readJson(c, closedDayCreateSchema);
      return c.json(
        { day: await addClosedDay({ db, actor: actorOf(c.get("viewer")), today: businessDay(), input, notice: deps.config }) } satisfies ClosedDayAdded,
        201,
      );
    })
    .delete("/:id", async (c) => {
      if (!isUuid(c.req.param("id"))) throw notFound("Closed day");
      await removeClosedDay({ db, actor: actorOf(c.get("viewer")), id: c.req.param("id") });
      return c.json({ removed: 1 } satisfies ClosedDayRemoved);
    });
}
