import { Hono, type Context } from "hono";
import { z } from "zod";
import { businessDay } from "../../shared/business-time";
import { crewCheckSchema, type CrewDay, type CrewVisitAnswer } from "../../shared/schemas/crew";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import { idempotency } from "../middleware/idempotency";
import { checkIn, checkOut } from "../services/crew/check-visit";
import { crewDay, type Cleaner } from "../services/crew/crew-visits";
import { crewReportRoutes } from "./crew-reports";
import { crewChecklistRoutes } from "./crew-checklists";
import { crewCheckOutSchema } from "../../shared/schemas/visit-reports";
import { crewPhotoRoutes } from "./crew-photos";

const visitId = z.guid();

/**
 * The cleaners' page (decision 063), behind the "crew" audience: a cleaner's own visits, and
 * their check-in and check-out. The POST routes take an Idempotency-Key (the phone's outbox sends
 * one with each action, decision 062).
 */
export function crewRoutes(deps: AppDeps) {
  const { db } = deps;
  const cleaner = (c: Context<ApiEnv>): Cleaner => {
    const viewer = c.get("viewer")!;
    return { userId: viewer.userId, username: viewer.username ?? viewer.email };
  };
  /** The visit id of the address; an id that is no UUID is no visit. */
  const idOf = (c: Context<ApiEnv>) => {
    const id = c.req.param("id") ?? "";
    if (!visitId.safeParse(id).success) throw notFound("serviceVisit");
    return id.toLowerCase();
  };
  return new Hono<ApiEnv>()
    .use(idempotency(deps))
    .get("/visits", async (c) => c.json((await crewDay(db, cleaner(c), businessDay())) satisfies CrewDay))
    .post("/visits/:id/check-in", async (c) => {
      const id = idOf(c);
      const { location, recordedAt } = await readJson(c, crewCheckSchema);
      return c.json({ visit: await checkIn({ db, cleaner: cleaner(c), id, today: businessDay(), location, recordedAt }) } satisfies CrewVisitAnswer);
    })
    .route("/", crewPhotoRoutes(deps))
    .post("/visits/:id/check-out", async (c) => {
      const id = idOf(c);
      const { location, recordedAt, clientNote } = await readJson(c, crewCheckOutSchema);
      const report = { config: deps.config, clientNote };
      return c.json({ visit: await checkOut({ db, cleaner: cleaner(c), id, today: businessDay(), location, recordedAt, report }) } satisfies CrewVisitAnswer);
    })
    .route("/", crewReportRoutes(deps))
    .route("/", crewChecklistRoutes(deps));
}
