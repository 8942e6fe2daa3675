import { Hono, type Context } from "hono";
import { z } from "zod";
import { businessDay } from "../../shared/business-time";
import { crewNoteSchema, noAccessSchema, type CrewReportAnswer, type OpenNoAccess, type VisitCrewReports } from "../../shared/schemas/crew-reports";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { readJson } from "../http/read-json";
import type { Cleaner } from "../services/crew/crew-visits";
import { openNoAccess, reportNoAccess, visitReports, writeNote } from "../services/crew-reports/crew-reports";

// A cleaner's note to the office and "Can't get in" (decision 067), and what the office reads of them.

const visitId = z.guid();

/** The visit id of the address; an id that is no UUID is no visit. */
const idOf = (c: Context<ApiEnv>) => {
  const id = c.req.param("id") ?? "";
  if (!visitId.safeParse(id).success) throw notFound("serviceVisit");
  return id.toLowerCase();
};

/**
 * Under /api/crew (mounted inside crewRoutes, behind its Idempotency-Key layer): a repeated request
 * with the same key is answered once, so the office's e-mail is queued once.
 */
export function crewReportRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const cleaner = (c: Context<ApiEnv>): Cleaner => {
    const viewer = c.get("viewer")!;
    return { userId: viewer.userId, username: viewer.username ?? viewer.email };
  };
  return new Hono<ApiEnv>()
    .post("/visits/:id/notes", async (c) => {
      const id = idOf(c);
      const input = await readJson(c, crewNoteSchema);
      return c.json({ report: await writeNote({ db, cleaner: cleaner(c), id, input }) } satisfies CrewReportAnswer, 201);
    })
    .post("/visits/:id/no-access", async (c) => {
      const id = idOf(c);
      const input = await readJson(c, noAccessSchema);
      return c.json({ report: await reportNoAccess({ db, config, cleaner: cleaner(c), id, today: businessDay(), input }) } satisfies CrewReportAnswer, 201);
    });
}

/** Under /api/admin/crew-reports: the open "Can't get in" reports, and one visit's notes and reports. */
export function adminCrewReportRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<ApiEnv>()
    .get("/", async (c) => c.json({ reports: await openNoAccess(db) } satisfies OpenNoAccess))
    .get("/visits/:id", async (c) => c.json({ reports: await visitReports(db, idOf(c)) } satisfies VisitCrewReports));
}
