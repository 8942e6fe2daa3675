import { Hono } from "hono";
import { businessDay } from "../../shared/business-time";
import {
  serviceScheduleCreateSchema,
  serviceScheduleListQuerySchema,
  serviceScheduleUpdateSchema,
  type ServiceScheduleDetail,
  type ServiceScheduleList,
} from "../../shared/schemas/service-schedules";
import type { AppDeps } from "../deps";
import { isUuid } from "../db/is-uuid";
import { notFound } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";
import { readJson } from "../http/read-json";
import { readQuery } from "../http/read-query";
import { listServiceSchedules } from "../services/service-schedules/list-schedules";
import { scheduleDetail } from "../services/service-schedules/schedule-record";
import { createServiceSchedule, endServiceSchedule, updateServiceSchedule } from "../services/service-schedules/write-schedule";

const staffOf = (viewer: Viewer | null) => ({ userId: viewer!.userId, name: viewer!.username ?? viewer!.email });

/** Recurring schedules in the admin: start one (its visits generated ahead), read, change, end. */
export function adminServiceScheduleRoutes(deps: AppDeps) {
  const { db } = deps;
  const base = (c: { get(key: "viewer"): Viewer | null }) => ({ db, actor: staffOf(c.get("viewer")), today: businessDay() });
  // An id that cannot be a schedule is a 404 before the body is read.
  const one = (c: { get(key: "viewer"): Viewer | null; req: { param(name: "id"): string } }) => {
    if (!isUuid(c.req.param("id"))) throw notFound("Service schedule");
    return { ...base(c), id: c.req.param("id") };
  };
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json((await listServiceSchedules({ db, query: readQuery(c, serviceScheduleListQuerySchema) })) satisfies ServiceScheduleList))
    .post("/", async (c) => {
      const input = await readJson(c, serviceScheduleCreateSchema);
      return c.json((await createServiceSchedule({ ...base(c), input, notice: deps.config })) satisfies ServiceScheduleDetail, 201);
    })
    .get("/:id", async (c) => {
      const detail = isUuid(c.req.param("id")) ? await scheduleDetail(db, c.req.param("id"), businessDay()) : undefined;
      if (!detail) throw notFound("Service schedule");
      return c.json(detail satisfies ServiceScheduleDetail);
    })
    .put("/:id", async (c) => {
      const target = one(c);
      const input = await readJson(c, serviceScheduleUpdateSchema);
      return c.json((await updateServiceSchedule({ ...target, input })) satisfies ServiceScheduleDetail);
    })
    .post("/:id/end", async (c) => c.json((await endServiceSchedule(one(c))) satisfies ServiceScheduleDetail));
}
