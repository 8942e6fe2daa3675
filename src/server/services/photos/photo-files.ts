import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import type { VisitPhotoSize } from "../../../shared/schemas/visit-photos";
import { queryRows, type Db } from "../../db/client";
import type { Config } from "../../env";

// A visit photo's bytes are files under DATA_DIR/photos (decision 061): <id>.jpg and
// <id>.thumb.jpg, in a folder named by the id's first two characters; its row in visit_photos
// says everything else. A file is written whole (a temporary name, flushed, renamed) before its
// row is committed, and removed after the commit that deletes its row; the sweep removes files
// whose row is gone (a deleted visit took it, a crash came between, an older backup was restored).

/** Where the photos are, and whom the sweep tells of a failure. */
export type PhotoFiles = { photoDir: string; logger: Logger };

export const photoDirOf = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "photos");

export const photoFilesOf = (config: Pick<Config, "dataDir">, logger: Logger): PhotoFiles => ({ photoDir: photoDirOf(config), logger });

/** The file of one image of photo `id`. */
export const photoFile = (photoDir: string, id: string, size: VisitPhotoSize) =>
  path.join(photoDir, id.slice(0, 2), size === "full" ? `${id}.jpg` : `${id}.thumb.jpg`);

const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.thumb)?\.jpg$/;
const TEMPORARY = /^\.tmp-/;

/** Write `bytes` as `file`, whole or not at all, and on disk before the row that names it is committed. */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const tmp = path.join(path.dirname(file), `.tmp-${randomBytes(6).toString("hex")}`);
  const handle = await fs.promises.open(tmp, "w", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(tmp, file);
}

/** Write both images of photo `id`, before its row is inserted (outside the transaction: no connection waits on the disk). */
export async function writePhotoFiles(photoDir: string, id: string, images: { full: Uint8Array; thumb: Uint8Array }): Promise<void> {
  await fs.promises.mkdir(path.dirname(photoFile(photoDir, id, "full")), { recursive: true, mode: 0o700 });
  await writeWhole(photoFile(photoDir, id, "full"), images.full);
  await writeWhole(photoFile(photoDir, id, "thumb"), images.thumb);
}

/** One image of photo `id`; null when its file is missing (an older backup's row, or a photo being removed). */
export async function readPhotoFile(photoDir: string, id: string, size: VisitPhotoSize): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(photoFile(photoDir, id, size));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/** Remove the files of photos `ids` (those already gone are no error). Synchronous, so a commit's callback can run it. */
export function removePhotoFiles(photoDir: string, ids: readonly string[]): void {
  for (const id of ids) for (const size of ["full", "thumb"] as const) fs.rmSync(photoFile(photoDir, id, size), { force: true });
}

/** A file being written when a sweep starts is older than this when its row is committed: a younger one is left alone. */
export const SWEEP_GRACE_MS = 10 * 60 * 1000;

/**
 * Remove the photo files whose row is gone, and temporary files left by a crash, if they were
 * written more than SWEEP_GRACE_MS before `now` (an upload in flight has its file before its
 * row). Files that are not ours stay. Returns how many went; never throws: a failure is logged
 * and the next sweep tries again.
 */
export async function sweepPhotoFiles(o: PhotoFiles & { db: Db; now?: Date }): Promise<number> {
  const { db, photoDir, logger } = o;
  const before = (o.now ?? new Date()).getTime() - SWEEP_GRACE_MS;
  try {
    const found: { file: string; id: string | null }[] = [];
    const folders = fs.existsSync(photoDir) ? fs.readdirSync(photoDir, { withFileTypes: true }).filter((d) => d.isDirectory()) : [];
    for (const folder of folders) {
      for (const name of fs.readdirSync(path.join(photoDir, folder.name))) {
        const id = NAME.exec(name)?.[1] ?? null;
        const file = path.join(photoDir, folder.name, name);
        if ((id || TEMPORARY.test(name)) && fs.statSync(file).mtimeMs < before) found.push({ file, id });
      }
    }
    const kept = await existingPhotos(db, [...new Set(found.flatMap((f) => (f.id ? [f.id] : [])))]);
    const gone = found.filter((f) => !f.id || !kept.has(f.id));
    for (const f of gone) fs.rmSync(f.file, { force: true });
    if (gone.length) logger.info({ removed: gone.length, dir: photoDir }, "visit photo files without their row removed");
    return gone.length;
  } catch (err) {
    logger.error({ err, dir: photoDir }, "visit photo files could not be swept");
    return 0;
  }
}

/** The ids among `ids` that still have their row (a thousand per query). */
async function existingPhotos(db: Db, ids: string[]): Promise<Set<string>> {
  const kept = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select id from visit_photos where id = any(string_to_array(${ids.slice(i, i + 1000).join(",")}, ',')::uuid[])`,
    );
    for (const r of rows) kept.add(r.id);
  }
  return kept;
}
