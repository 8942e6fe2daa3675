// Photos of a visit, before and after the cleaning, taken with the crew's phones. The server checks
// each file by its bytes, turns it into a JPEG of at most PHOTO_LONG_SIDE pixels with no metadata
// (no place, no camera) and a thumbnail, and keeps both with the visit (decision 061). Shown only
// to the company's staff and to the visit's client.

/** When the photo was taken: before or after the cleaning. Stored as these values. */
export const VISIT_PHOTO_KINDS = ["before", "after"] as const;
export type VisitPhotoKind = (typeof VISIT_PHOTO_KINDS)[number];

/** The largest file accepted, in bytes (10 MB); a larger one is refused with 413 before any work. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The files a phone's camera gives, as an `accept` attribute lists them. HEIC is refused unless the browser made it a JPEG. */
export const PHOTO_ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The longest side of a stored photo and of its thumbnail, in pixels (never enlarged). */
export const PHOTO_LONG_SIDE = 2048;
export const PHOTO_THUMB_LONG_SIDE = 480;
/** The most photos of one kind a visit keeps: more is a 409. */
export const PHOTOS_PER_KIND = 20;

/** The form field of an upload (multipart), as the refusals name it. */
export const PHOTO_FIELD = "photo";

/** A stored photo as a list shows it (the bytes are read apart, by size). */
export type VisitPhoto = {
  id: string;
  visitId: string;
  kind: VisitPhotoKind;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  thumbWidth: number;
  thumbHeight: number;
  thumbBytes: number;
  /** SHA-256 (hex) of the stored photo: the same upload twice is kept once. */
  sha256: string;
  takenByUserId: string | null;
  createdAt: string;
};

/** Which of a photo's two images to read. */
export const VISIT_PHOTO_SIZES = ["full", "thumb"] as const;
export type VisitPhotoSize = (typeof VISIT_PHOTO_SIZES)[number];
