import { Hono } from "hono";
import { businessDay } from "../../shared/business-time";
import { timeOffCreateSchema, workingHoursSchema, type StaffAvailabilityList, type TimeOffAdded } from "../../shared/schemas/staff-availability";
import type { AppDeps } from "../deps";
import { isUuid } from "../db/is-uuid";
import { notFound } from "../errors";
import type { ApiEnv, Viewer } from "../http/api-env";
import { readJson } from "../http/read-json";
import { addTimeOff, listStaffAvailability, removeTimeOff, setWorkingHours } from "../services/staff-availability/availability";

const actorOf = (viewer: Viewer | null) => ({ userId: viewer!.userId, email: viewer!.email });

/** Staff availability (decision 064): owners and office staff read and change working hours and time off. */
export function adminStaffAvailabilityRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json((await listStaffAvailability(db, businessDay())) satisfies StaffAvailabilityList))
    .put("/:userId/hours", async (c) => {
      const input = await readJson(c, workingHoursSchema);
      await setWorkingHours({ db, actor: actorOf(c.get("viewer")), userId: c.req.param("userId"), input });
      return c.json((await listStaffAvailability(db, businessDay())) satisfies StaffAvailabilityList);
    })
    .post("/:userId/time-off", async (c) => {
      const input = await readJson(c, timeOffCreateSchema);
      const timeOff = await addTimeOff({ db, actor: actorOf(c.get("viewer")), userId: c.req.param("userId"), input });
      return c.json({ timeOff } satisfies TimeOffAdded, 201);
    })
    .delete("/:userId/time-off/:id", async (c) => {
      if (!isUuid(c.req.param("id"))) throw notFound("Time off");
      await removeTimeOff({ db, actor: actorOf(c.get("viewer")), userId: c.req.param("userId"), id: c.req.param("id") });
      return c.json({ removed: 1 });
    });
}
