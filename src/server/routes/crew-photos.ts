import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { PHOTO_FIELD, PHOTO_MAX_BYTES } from "../../shared/schemas/visit-photos";
import { PHOTO_STAGE_FIELD, PHOTO_STAGES, type CrewPhotoAnswer, type CrewPhotoDeleted, type CrewPhotos } from "../../shared/schemas/visit-reports";
import type { Db } from "../db/client";
import { serviceVisitEvents, serviceVisits, visitPhotos } from "../db/schema/index";
import type { AppDeps } from "../deps";
import { AppError, notFound } from "../errors";
import type { ApiEnv } from "../http/api-env";
import { onCrew, type Cleaner } from "../services/crew/crew-visits";
import { photoDirOf } from "../services/photos/photo-files";
import { processPhoto } from "../services/photos/process-photo";
import { addVisitPhoto, deleteVisitPhoto } from "../services/photos/visit-photos";
import { reportPhotos, toReportPhoto } from "../services/visit-reports/visit-report";

const uuid = z.guid();

/** The upload's path, for the body limit: a photo's request may carry up to 10 MB and its form around it. */
export const PHOTO_UPLOAD_BODY = {
  path: /^\/api\/crew\/visits\/[^/]+\/photos$/,
  maxSize: PHOTO_MAX_BYTES + 64 * 1024,
  tooLarge: () =>
    new AppError(
      "payload_too_large",
      { key: "photo.tooLarge", params: { maxMb: PHOTO_MAX_BYTES / 1024 / 1024 } },
      { [PHOTO_FIELD]: { key: "photo.tooLarge", params: { maxMb: PHOTO_MAX_BYTES / 1024 / 1024 } } },
    ),
};

/** Whether `cleaner` has checked out of the visit: then their photos are final. */
async function checkedOut(db: Db, visitId: string, cleaner: Cleaner): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceVisitEvents.id })
    .from(serviceVisitEvents)
    .where(and(eq(serviceVisitEvents.visitId, visitId), eq(serviceVisitEvents.kind, "checked_out"), eq(serviceVisitEvents.actorUserId, cleaner.userId)));
  return Boolean(row);
}

/**
 * A cleaner's photos of a visit on their crew (decision 066): sent as a multipart form (`photo`,
 * `stage` = before | after) through the phone's outbox, processed by the photo service (decision
 * 061), listed and deleted by the cleaner who took them until they check out (409 after). Mounted
 * inside the crew group, behind its audience check and its Idempotency-Key layer.
 */
export function crewPhotoRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const cleaner = (c: Context<ApiEnv>): Cleaner => {
    const viewer = c.get("viewer")!;
    return { userId: viewer.userId, username: viewer.username ?? viewer.email };
  };
  /** The visit of the address, when it is on the cleaner's crew; else 404 as if it did not exist. */
  const visitOf = async (c: Context<ApiEnv>) => {
    const id = c.req.param("id") ?? "";
    if (!uuid.safeParse(id).success) throw notFound("serviceVisit");
    const [visit] = await db
      .select({ id: serviceVisits.id })
      .from(serviceVisits)
      .where(and(eq(serviceVisits.id, id.toLowerCase()), onCrew(cleaner(c))));
    if (!visit) throw notFound("serviceVisit");
    return visit.id;
  };
  const stillOpen = async (visitId: string, who: Cleaner) => {
    if (await checkedOut(db, visitId, who)) throw new AppError("conflict", { key: "photo.checkedOut" });
  };

  return new Hono<ApiEnv>()
    .get("/visits/:id/photos", async (c) => {
      const visitId = await visitOf(c);
      const who = cleaner(c);
      return c.json({ photos: await reportPhotos(db, visitId, who.userId), open: !(await checkedOut(db, visitId, who)) } satisfies CrewPhotos);
    })
    .post("/visits/:id/photos", async (c) => {
      const visitId = await visitOf(c);
      const who = cleaner(c);
      await stillOpen(visitId, who);
      if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
        throw new AppError("unsupported_media_type", { key: "photo.notForm" }, { [PHOTO_FIELD]: { key: "photo.notForm" } });
      }
      const form = await c.req.parseBody().catch(() => {
        throw AppError.validation({ [PHOTO_FIELD]: { key: "photo.unreadable" } });
      });
      const stage = form[PHOTO_STAGE_FIELD];
      const kind = PHOTO_STAGES.find((s) => s === stage);
      if (!kind) throw AppError.validation({ [PHOTO_STAGE_FIELD]: { key: "photo.stage" } });
      const file = form[PHOTO_FIELD];
      if (!(file instanceof File)) throw AppError.validation({ [PHOTO_FIELD]: { key: "photo.missing" } });
      const processed = await processPhoto(new Uint8Array(await file.arrayBuffer()), file.type || null);
      const { photo, created } = await addVisitPhoto({ db, photoDir: photoDirOf(config), visitId, kind, takenByUserId: who.userId, processed });
      return c.json({ photo: toReportPhoto({ ...photo, createdAt: new Date(photo.createdAt) }) } satisfies CrewPhotoAnswer, created ? 201 : 200);
    })
    .delete("/visits/:id/photos/:photoId", async (c) => {
      const visitId = await visitOf(c);
      const who = cleaner(c);
      const photoId = c.req.param("photoId");
      if (!uuid.safeParse(photoId).success) throw notFound("photo");
      const [mine] = await db
        .select({ id: visitPhotos.id })
        .from(visitPhotos)
        .where(and(eq(visitPhotos.id, photoId.toLowerCase()), eq(visitPhotos.visitId, visitId), eq(visitPhotos.takenByUserId, who.userId)));
      if (!mine) throw notFound("photo");
      await stillOpen(visitId, who);
      await deleteVisitPhoto(db, photoDirOf(config), mine.id);
      return c.json({ deleted: mine.id } satisfies CrewPhotoDeleted);
    });
}
