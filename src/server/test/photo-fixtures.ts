import sharp, { type Sharp } from "sharp";
import type { VisitPhotoKind } from "../../shared/schemas/visit-photos";
import type { Db } from "../db/client";
import { processPhoto } from "../services/photos/process-photo";
import { addVisitPhoto } from "../services/photos/visit-photos";

// Photos made for the tests with sharp itself: what a phone sends (EXIF with a place, a camera and
// a turned orientation; XMP; a colour profile), and what must be refused.

/** Where the test photos say they were taken (the Parliament buildings): found in the input, never in the output. */
export const GPS = { latitude: "45/1 25/1 2340/100", longitude: "75/1 41/1 5580/100" };
export const CAMERA = { make: "Pixelphone", model: "Pixelphone 9 Pro" };
export const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>Crew Member</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/**
 * A `width` x `height` picture stored as the camera's sensor saw it: its left half red, its right
 * half blue. Shown upright by orientation 6 (turn 90 degrees clockwise), red is on top.
 */
export function twoColourPixels(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: { create: { width: width / 2, height, channels: 3, background: RED } }, left: 0, top: 0 },
  ]);
}

/**
 * A JPEG as a phone writes it: EXIF with the camera, the time, GPS and `orientation`, and XMP. The
 * orientation goes through sharp's own setting (withMetadata), which replaces an EXIF tag of that name.
 */
export function phoneJpeg(options: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const { width = 400, height = 300, orientation = 1 } = options;
  return twoColourPixels(width, height)
    .withExif({
      IFD0: { Make: CAMERA.make, Model: CAMERA.model },
      IFD2: { DateTimeOriginal: "2026:11:20 09:15:00" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: GPS.latitude, GPSLongitudeRef: "W", GPSLongitude: GPS.longitude },
    })
    .withMetadata({ orientation })
    .withXmp(XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG with transparency: a half-transparent red square on a clear background. */
export function alphaPng(size = 200): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: size / 2, height: size / 2, channels: 4, background: { ...RED, alpha: 0.5 } } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** A small photo of one colour, different for each `seed`: for rows that need a photo, not a test of one. */
export async function plainPhoto(seed = 0): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: (seed * 47) % 256, g: (seed * 101) % 256, b: 90 } } })
    .jpeg()
    .toBuffer();
}

/** Keep a processed photo of `seed`'s colour with the visit (its files under `photoDir`), as the upload route will. */
export async function addTestPhoto(store: { db: Db; photoDir: string }, visitId: string, kind: VisitPhotoKind, seed = 0, takenByUserId: string | null = null) {
  const processed = await processPhoto(await plainPhoto(seed), "image/jpeg");
  return addVisitPhoto({ ...store, visitId, kind, takenByUserId, processed });
}
