import { and, asc, eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { PHOTOS_PER_KIND, type VisitPhoto, type VisitPhotoKind, type VisitPhotoSize } from "../../../shared/schemas/visit-photos";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { serviceVisits, visitPhotos } from "../../db/schema/index";
import { afterCommit, transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { loadVisit } from "../service-visits/visit-record";
import { readPhotoFile, removePhotoFiles, writePhotoFiles } from "./photo-files";
import type { ProcessedPhoto } from "./process-photo";

// A visit's photos (decision 061): a row in visit_photos, and the bytes as files under
// `photoDir` (photo-files.ts). Added once processed (processing and the files' writing run before
// the transaction, so no connection waits on the CPU or the disk), listed from the rows, read one
// image at a time, deleted by staff. Who may see them is the routes' business: a read says whose
// visit the photo belongs to.

/** The columns a photo is listed with. */
const listed = {
  id: visitPhotos.id,
  visitId: visitPhotos.visitId,
  kind: visitPhotos.kind,
  contentType: visitPhotos.contentType,
  width: visitPhotos.width,
  height: visitPhotos.height,
  bytes: visitPhotos.bytes,
  thumbWidth: visitPhotos.thumbWidth,
  thumbHeight: visitPhotos.thumbHeight,
  thumbBytes: visitPhotos.thumbBytes,
  sha256: visitPhotos.sha256,
  takenByUserId: visitPhotos.takenByUserId,
  createdAt: visitPhotos.createdAt,
};

type ListedRow = typeof visitPhotos.$inferSelect;

const toPhoto = (row: ListedRow): VisitPhoto => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * Keep a processed photo with its visit. The same photo sent again (a retried upload) is the
 * photo already kept: `created` false. 404 for no such visit; 409 when the visit was cancelled or
 * missed, or already has PHOTOS_PER_KIND photos of that kind. Nothing is kept of a refused photo.
 */
export async function addVisitPhoto(options: {
  db: Db;
  photoDir: string;
  visitId: string;
  kind: VisitPhotoKind;
  takenByUserId: string | null;
  processed: ProcessedPhoto;
}): Promise<{ photo: VisitPhoto; created: boolean }> {
  const { db, photoDir, visitId, kind, takenByUserId, processed } = options;
  if (!isUuid(visitId)) throw notFound("serviceVisit");
  const id = randomUUID();
  await writePhotoFiles(photoDir, id, { full: processed.photo.bytes, thumb: processed.thumb.bytes });
  let created = false;
  try {
    const kept = await transaction(db, async (tx) => {
      // Locked, so two uploads at once count each other.
      const visit = await loadVisit(tx, visitId, true);
      if (!visit) throw notFound("serviceVisit");
      const [same] = await tx
        .select(listed)
        .from(visitPhotos)
        .where(and(eq(visitPhotos.visitId, visitId), eq(visitPhotos.sha256, processed.sha256)));
      if (same) return toPhoto(same);
      if (visit.status === "cancelled" || visit.status === "missed") {
        throw new AppError("conflict", { key: "photo.visitClosed", params: { status: visit.status } });
      }
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(visitPhotos)
        .where(and(eq(visitPhotos.visitId, visitId), eq(visitPhotos.kind, kind)))) as [{ n: number }];
      if (n >= PHOTOS_PER_KIND) throw new AppError("conflict", { key: "photo.tooMany", params: { kind, max: PHOTOS_PER_KIND } });
      const [row] = await tx
        .insert(visitPhotos)
        .values({
          id,
          visitId,
          kind,
          takenByUserId,
          contentType: processed.contentType,
          width: processed.photo.width,
          height: processed.photo.height,
          bytes: processed.photo.bytes.length,
          thumbWidth: processed.thumb.width,
          thumbHeight: processed.thumb.height,
          thumbBytes: processed.thumb.bytes.length,
          sha256: processed.sha256,
        })
        .returning(listed);
      created = true;
      return toPhoto(row!);
    });
    return { photo: kept, created };
  } finally {
    // Refused, failed, or the photo was already kept: its files go.
    if (!created) removePhotoFiles(photoDir, [id]);
  }
}

/** A visit's photos, before ones first, each kind in the order they were taken; without their bytes. */
export async function listVisitPhotos(db: Db, visitId: string): Promise<VisitPhoto[]> {
  if (!isUuid(visitId)) return [];
  const rows = await db
    .select(listed)
    .from(visitPhotos)
    .where(eq(visitPhotos.visitId, visitId))
    .orderBy(sql`${visitPhotos.kind} = 'after'`, asc(visitPhotos.createdAt), asc(visitPhotos.id));
  return rows.map(toPhoto);
}

/** One image of a photo (the photo or its thumbnail), with whose visit it is: undefined when there is none, or its file is missing. */
export async function readVisitPhoto(
  db: Db,
  photoDir: string,
  id: string,
  size: VisitPhotoSize,
): Promise<{ photo: VisitPhoto; clientId: string; contentType: string; bytes: Buffer } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...listed, clientId: serviceVisits.clientId })
    .from(visitPhotos)
    .innerJoin(serviceVisits, eq(serviceVisits.id, visitPhotos.visitId))
    .where(eq(visitPhotos.id, id));
  if (!row) return undefined;
  const bytes = await readPhotoFile(photoDir, id, size);
  if (!bytes) return undefined;
  const { clientId, ...photo } = row;
  return { photo: toPhoto(photo), clientId, contentType: photo.contentType, bytes };
}

/** Delete a photo: its row, then (once that is committed) its files. The visit it belonged to, or undefined when there was none. */
export async function deleteVisitPhoto(db: Db, photoDir: string, id: string): Promise<{ visitId: string } | undefined> {
  if (!isUuid(id)) return undefined;
  return transaction(db, async (tx) => {
    const [row] = await tx.delete(visitPhotos).where(eq(visitPhotos.id, id)).returning({ visitId: visitPhotos.visitId });
    if (row) afterCommit(tx, () => removePhotoFiles(photoDir, [id]));
    return row;
  });
}
