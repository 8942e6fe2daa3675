import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { VISIT_PHOTO_SIZES, type VisitPhotoSize } from "../../shared/schemas/visit-photos";
import type { VisitReport } from "../../shared/schemas/visit-reports";
import { isUuid } from "../db/is-uuid";
import { visitPhotos } from "../db/schema/index";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { photoDirOf } from "../services/photos/photo-files";
import { readVisitPhoto } from "../services/photos/visit-photos";
import { mayViewVisit } from "../services/visit-reports/report-access";
import { readVisitReport } from "../services/visit-reports/visit-report";

/** How long a browser may keep a photo: its bytes never change under its id; `private` keeps it out of shared caches. */
const PHOTO_CACHE = "private, max-age=86400";

/**
 * A visit's report and its photos (decision 066), for the company's staff (owners, office staff,
 * cleaners on the visit's crew) and the visit's client; everyone else, signed in or not, gets the
 * 404 of a visit or photo that does not exist.
 */
export function visitReportRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return new Hono<ApiEnv>()
    .get("/photos/:id/:size", async (c) => {
      const id = c.req.param("id").toLowerCase();
      const size = c.req.param("size") as VisitPhotoSize;
      if (!VISIT_PHOTO_SIZES.includes(size) || !isUuid(id)) throw notFound("photo");
      const [row] = await db.select({ visitId: visitPhotos.visitId }).from(visitPhotos).where(eq(visitPhotos.id, id));
      if (!row || !(await mayViewVisit(db, c.get("viewer"), row.visitId))) throw notFound("photo");
      const found = await readVisitPhoto(db, photoDirOf(config), id, size);
      if (!found) throw notFound("photo");
      const etag = `"${found.photo.sha256.slice(0, 32)}-${size}"`;
      const headers = { "Cache-Control": PHOTO_CACHE, ETag: etag, "X-Content-Type-Options": "nosniff", Vary: "Cookie" };
      if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(found.bytes), 200, { ...headers, "Content-Type": found.contentType, "Content-Length": String(found.bytes.length) });
    })
    .get("/:visitId", async (c) => {
      const visitId = c.req.param("visitId").toLowerCase();
      if (!(await mayViewVisit(db, c.get("viewer"), visitId))) throw notFound("serviceVisit");
      const report = await readVisitReport(db, visitId);
      if (!report) throw notFound("serviceVisit");
      return c.json(report satisfies VisitReport);
    });
}
