import { createHash } from "node:crypto";
import sharp from "sharp";
import { PHOTO_FIELD, PHOTO_LONG_SIDE, PHOTO_MAX_BYTES, PHOTO_THUMB_LONG_SIDE } from "../../../shared/schemas/visit-photos";
import type { ErrorMessage } from "../../../shared/i18n/error-messages";
import type { ErrorCode } from "../../../shared/api-error";
import { AppError } from "../../errors";
import { createPhotoSlots } from "./photo-slots";
import { SNIFFED_MIME, sniffPhotoType, type SniffedType } from "./photo-type";

// A photo from a phone, as the product keeps it (decision 061): its type read from its bytes,
// turned upright by its EXIF orientation, every piece of metadata left behind (place, camera,
// time, XMP, ICC: colours are converted to sRGB first), fitted within 2048 px as a JPEG, with a
// 480 px thumbnail and the SHA-256 of the photo. Two photos are decoded at a time; the others wait.

/** Larger than this (width x height) is refused before decoding: a 10 MB file can claim billions of pixels. */
export const PHOTO_MAX_PIXELS = 100_000_000;
/** JPEG quality of the photo and of the thumbnail (libjpeg's scale). */
export const PHOTO_QUALITY = 82;
export const THUMB_QUALITY = 80;
export const PHOTO_TYPE = "image/jpeg";

// Every photo is new: libvips' cache of operations would only hold memory. One thread per photo
// (sharp's own default on glibc without jemalloc), so the slots below say how many cores are busy.
sharp.cache(false);
sharp.concurrency(1);

/** Photos decoded at once, and how many bytes of photos may run or wait (ten 10 MB photos fit). */
export const photoSlots = createPhotoSlots({ slots: 2, maxBytes: 128 * 1024 * 1024 });

export type PhotoImage = { bytes: Buffer; width: number; height: number };

export type ProcessedPhoto = {
  contentType: typeof PHOTO_TYPE;
  photo: PhotoImage;
  thumb: PhotoImage;
  /** SHA-256 (hex) of `photo.bytes`. */
  sha256: string;
  /** What arrived: its type by its bytes, the type the sender declared, its size and pixels (upright). */
  source: { type: string; declared: string | null; bytes: number; width: number; height: number };
};

/** The refusal of a file as `photo`: the message names the photo, and `fields.photo` carries it. */
function refuse(code: ErrorCode, said: ErrorMessage): AppError {
  return code === "validation" ? AppError.validation({ [PHOTO_FIELD]: said }) : new AppError(code, said, { [PHOTO_FIELD]: said });
}

const unreadable = () => refuse("validation", { key: "photo.unreadable" });

/** The libvips loader each sniffed type must be read by. */
const LOADER: Record<Exclude<SniffedType, "heic">, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

/**
 * The photo as it is kept, from the bytes received and the type the sender declared (which
 * decides nothing). 400, 413 or 415 naming the field `photo` when it is empty, over 10 MB or
 * 100 megapixels, not a JPEG, PNG, WebP or AVIF image, a HEIC, or unreadable; 503 (retry in
 * 5 s) when 128 MB of photos are already being processed or waiting.
 */
export async function processPhoto(bytes: Uint8Array, declaredType: string | null = null): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw refuse("validation", { key: "photo.empty" });
  if (bytes.length > PHOTO_MAX_BYTES) throw refuse("payload_too_large", { key: "photo.tooLarge", params: { maxMb: PHOTO_MAX_BYTES / 1024 / 1024 } });
  const type = sniffPhotoType(bytes);
  if (!type) throw refuse("unsupported_media_type", { key: "photo.notImage" });
  if (type === "heic") throw refuse("unsupported_media_type", { key: "photo.heic" });
  const queued = photoSlots.run(bytes.length, () => convert(bytes, type, declaredType));
  if (!queued) throw new AppError("unavailable", { key: "photo.busy" }, undefined, 5);
  return queued;
}

async function convert(bytes: Uint8Array, type: Exclude<SniffedType, "heic">, declared: string | null): Promise<ProcessedPhoto> {
  // The header alone (no pixel limit yet: it says how many there are): which loader, which codec
  // inside a HEIF file, how many pixels.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== LOADER[type]) throw unreadable();
  if (meta.format === "heif" && meta.compression === "hevc") throw refuse("unsupported_media_type", { key: "photo.heic" });
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) {
    throw refuse("payload_too_large", { key: "photo.tooManyPixels", params: { megapixels: PHOTO_MAX_PIXELS / 1_000_000 } });
  }
  try {
    // No keepMetadata/keepExif/keepIccProfile: the output carries none of the input's, and
    // pixels in another profile (Display P3, Adobe RGB) are converted to sRGB on the way.
    const photo = await sharp(bytes, { failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS, sequentialRead: true })
      .autoOrient()
      .resize({ width: PHOTO_LONG_SIDE, height: PHOTO_LONG_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .jpeg({ quality: PHOTO_QUALITY })
      .toBuffer({ resolveWithObject: true });
    // From the 2048 px JPEG (decoded at a quarter of its size): cheaper than the original again.
    const thumb = await sharp(photo.data)
      .resize({ width: PHOTO_THUMB_LONG_SIDE, height: PHOTO_THUMB_LONG_SIDE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: THUMB_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      contentType: PHOTO_TYPE,
      photo: { bytes: photo.data, width: photo.info.width, height: photo.info.height },
      thumb: { bytes: thumb.data, width: thumb.info.width, height: thumb.info.height },
      sha256: createHash("sha256").update(photo.data).digest("hex"),
      source: { type: SNIFFED_MIME[type], declared, bytes: bytes.length, width: meta.autoOrient.width, height: meta.autoOrient.height },
    };
  } catch {
    throw unreadable();
  }
}
