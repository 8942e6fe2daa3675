import { eq, sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { addDays } from "../../../shared/calendar-date";
import { businessDay } from "../../../shared/business-time";
import { PHOTOS_PER_KIND } from "../../../shared/schemas/visit-photos";
import type { Database } from "../../db/client";
import { serviceVisits } from "../../db/schema/index";
import { countOf, makeClient, makeClientUser } from "../../test/auth-fixtures";
import { addTestPhoto, phoneJpeg } from "../../test/photo-fixtures";
import { seedServiceVisit } from "../../test/service-visit-fixtures";
import { silentLogger } from "../../test/test-app";
import { testDbKinds } from "../../test/test-db";
import { useTestDb } from "../../test/use-test-db";
import { runRetentionNow } from "../retention/run-retention";
import { photoFile, sweepPhotoFiles, SWEEP_GRACE_MS } from "./photo-files";
import { processPhoto } from "./process-photo";
import { addVisitPhoto, deleteVisitPhoto, listVisitPhotos, readVisitPhoto } from "./visit-photos";

// A visit's photos (decision 061): a row each, the bytes as files under the photo directory; kept
// as processed, listed from the rows, read one image at a time with whose visit it is, kept once
// when sent twice, refused (leaving no file) for a visit that did not take place or has its fill;
// a deleted photo's files go after the commit, and the sweep removes files whose row is gone.

const root = fs.mkdtempSync(path.join(os.tmpdir(), "visit-photos-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The photo files under `dir`, by name. */
const filesIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".jpg"))
        .sort()
    : [];

describe.each(testDbKinds)("visit photos on %s", (kind) => {
  let database: Database;
  useTestDb(kind, (db) => (database = db));
  const photoDir = path.join(root, kind);
  const store = () => ({ db: database.db, photoDir });

  const newVisit = async () => {
    const clientId = await makeClient(database, `photos-${Math.random().toString(36).slice(2)}@example.com`);
    return { clientId, visitId: await seedServiceVisit(database, clientId, addDays(businessDay(), 1)) };
  };

  test("a phone's photo is kept as processed: the JPEG and its thumbnail as files, without its place or camera, listed before ones first", async () => {
    const { clientId, visitId } = await newVisit();
    const crew = await makeClientUser(database, "crew@example.com", "Crew Member");
    const processed = await processPhoto(await phoneJpeg({ width: 400, height: 300, orientation: 6 }), "image/jpeg");
    const after = await addTestPhoto(store(), visitId, "after", 7);
    const { photo, created } = await addVisitPhoto({ ...store(), visitId, kind: "before", takenByUserId: crew, processed });
    expect(created).toBe(true);
    expect(photo).toMatchObject({
      visitId,
      kind: "before",
      contentType: "image/jpeg",
      width: 300,
      height: 400,
      bytes: processed.photo.bytes.length,
      thumbWidth: 300,
      thumbHeight: 400,
      thumbBytes: processed.thumb.bytes.length,
      sha256: processed.sha256,
      takenByUserId: crew,
    });
    expect(photo.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await listVisitPhotos(database.db, visitId)).map((p) => [p.id, p.kind])).toEqual([
      [photo.id, "before"],
      [after.photo.id, "after"],
    ]);
    const full = await readVisitPhoto(database.db, photoDir, photo.id, "full");
    expect(full).toMatchObject({ clientId, contentType: "image/jpeg", photo: { id: photo.id } });
    expect(full!.bytes.equals(processed.photo.bytes)).toBe(true);
    expect((await readVisitPhoto(database.db, photoDir, photo.id, "thumb"))!.bytes.equals(processed.thumb.bytes)).toBe(true);
    // What is kept on disk is the clean JPEG, readable by its owner only.
    const meta = await sharp(full!.bytes).metadata();
    expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
    expect(fs.statSync(photoFile(photoDir, photo.id, "full")).mode & 0o777).toBe(0o600);
  });

  test("the same photo sent twice (a retried upload) is kept once, with one pair of files", async () => {
    const { visitId } = await newVisit();
    const first = await addTestPhoto(store(), visitId, "before", 1);
    const before = filesIn(photoDir);
    const again = await addTestPhoto(store(), visitId, "before", 1);
    expect([first.created, again.created]).toEqual([true, false]);
    expect(again.photo).toEqual(first.photo);
    expect(await countOf(database, sql`from visit_photos where visit_id = ${visitId}`)).toBe(1);
    expect(filesIn(photoDir)).toEqual(before);
  });

  test("a cancelled or missed visit takes no photos (409 saying why) and keeps no file of them; a completed one does", async () => {
    const { visitId } = await newVisit();
    const before = filesIn(photoDir);
    for (const status of ["cancelled", "missed"] as const) {
      await database.db.update(serviceVisits).set({ status }).where(eq(serviceVisits.id, visitId));
      const err = await addTestPhoto(store(), visitId, "after", 2).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 409, message: `This visit was ${status}: it takes no photos.` });
    }
    expect(filesIn(photoDir)).toEqual(before);
    await database.db.update(serviceVisits).set({ status: "completed" }).where(eq(serviceVisits.id, visitId));
    expect((await addTestPhoto(store(), visitId, "after", 2)).created).toBe(true);
  });

  test(`a visit keeps at most ${PHOTOS_PER_KIND} photos of each kind`, async () => {
    const { visitId } = await newVisit();
    for (let i = 0; i < PHOTOS_PER_KIND; i++) await addTestPhoto(store(), visitId, "before", i * 10);
    const err = await addTestPhoto(store(), visitId, "before", 255).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, message: `This visit already has ${PHOTOS_PER_KIND} photos before the cleaning: delete one to add another.` });
    expect((await addTestPhoto(store(), visitId, "after", 255)).created).toBe(true);
  });

  test("an unknown visit is a 404; unknown photos read and delete as nothing", async () => {
    for (const visitId of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      await expect(addTestPhoto(store(), visitId, "before")).rejects.toMatchObject({ status: 404, message: "Service visit not found" });
      expect(await listVisitPhotos(database.db, visitId)).toEqual([]);
    }
    expect(await readVisitPhoto(database.db, photoDir, "not-a-uuid", "full")).toBeUndefined();
    expect(await deleteVisitPhoto(database.db, photoDir, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  test("a deleted photo's row and files are gone; a deleted visit takes its photos' rows, and the sweep their files", async () => {
    const { visitId } = await newVisit();
    const [a, b] = [await addTestPhoto(store(), visitId, "before", 3), await addTestPhoto(store(), visitId, "after", 4)];
    expect(await deleteVisitPhoto(database.db, photoDir, a.photo.id)).toEqual({ visitId });
    expect(await readVisitPhoto(database.db, photoDir, a.photo.id, "full")).toBeUndefined();
    expect(fs.existsSync(photoFile(photoDir, a.photo.id, "full")) || fs.existsSync(photoFile(photoDir, a.photo.id, "thumb"))).toBe(false);
    expect((await listVisitPhotos(database.db, visitId)).map((p) => p.id)).toEqual([b.photo.id]);
    await database.db.delete(serviceVisits).where(eq(serviceVisits.id, visitId));
    expect(await countOf(database, sql`from visit_photos where visit_id = ${visitId}`)).toBe(0);
    // Its files stay until a sweep finds them without their row, once they are older than an upload in flight can be.
    const orphan = photoFile(photoDir, b.photo.id, "full");
    const sweep = (now: Date) => sweepPhotoFiles({ db: database.db, photoDir, logger: silentLogger, now });
    expect(await sweep(new Date())).toBe(0);
    expect(fs.existsSync(orphan)).toBe(true);
    expect(await sweep(new Date(Date.now() + SWEEP_GRACE_MS + 1000))).toBeGreaterThanOrEqual(2);
    expect(fs.existsSync(orphan)).toBe(false);
  });

  test("each retention run sweeps the files whose row is gone (a visit deleted by a change of its schedule)", async () => {
    const { visitId } = await newVisit();
    const { photo } = await addTestPhoto(store(), visitId, "before", 11);
    await database.db.delete(serviceVisits).where(eq(serviceVisits.id, visitId));
    const old = new Date(Date.now() - SWEEP_GRACE_MS - 60_000);
    for (const size of ["full", "thumb"] as const) fs.utimesSync(photoFile(photoDir, photo.id, size), old, old);
    await runRetentionNow({ db: database.db, actor: { userId: null, email: "staff@example.com" }, photoFiles: { photoDir, logger: silentLogger } });
    // The sweep runs after the run's commit, without holding up the answer.
    await expect.poll(() => fs.existsSync(photoFile(photoDir, photo.id, "full")) || fs.existsSync(photoFile(photoDir, photo.id, "thumb"))).toBe(false);
  });

  test("the sweep keeps the files of current photos and files that are not ours, and removes a crash's temporary files", async () => {
    const { visitId } = await newVisit();
    const kept = await addTestPhoto(store(), visitId, "before", 9);
    const folder = path.dirname(photoFile(photoDir, kept.photo.id, "full"));
    fs.writeFileSync(path.join(folder, "notes.txt"), "the operator's");
    fs.writeFileSync(path.join(folder, ".tmp-0123456789ab"), "half a photo");
    await sweepPhotoFiles({ db: database.db, photoDir, logger: silentLogger, now: new Date(Date.now() + SWEEP_GRACE_MS + 1000) });
    expect(fs.existsSync(photoFile(photoDir, kept.photo.id, "full")) && fs.existsSync(photoFile(photoDir, kept.photo.id, "thumb"))).toBe(true);
    expect(fs.existsSync(path.join(folder, "notes.txt"))).toBe(true);
    expect(fs.existsSync(path.join(folder, ".tmp-0123456789ab"))).toBe(false);
  });
});
