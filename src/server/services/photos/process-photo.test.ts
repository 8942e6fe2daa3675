import { createHash } from "node:crypto";
import { zlibSync } from "fflate";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { PHOTO_MAX_BYTES } from "../../../shared/schemas/visit-photos";
import { AppError } from "../../errors";
import { GPS_LATITUDE, GPS_LONGITUDE, readExif } from "../../test/exif-tags";
import { alphaPng, CAMERA, phoneJpeg, twoColourPixels, XMP } from "../../test/photo-fixtures";
import { processPhoto } from "./process-photo";

// The photo pipeline (decision 061) on photos made here with sharp: what a phone sends comes out
// upright, within 2048 px, as a JPEG with nothing in it but pixels; what is not a photo we can
// read is refused with a message naming the field `photo`.

/** The refusal `run` ends with. */
async function refusal(run: Promise<unknown>): Promise<AppError> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

/** The pixel at (x, y) of a JPEG, as [r, g, b]. */
async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const near = (actual: number[], expected: number[], tolerance = 12) => actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);

/** A PNG header claiming `width` x `height` pixels, with one tiny compressed row: a decompression bomb's shape. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", Buffer.from(zlibSync(new Uint8Array(64)))), chunk("IEND", Buffer.alloc(0))]);
}

describe("processPhoto", () => {
  test("a phone's JPEG turned by EXIF (orientation 6) comes out upright, with no EXIF, GPS, camera, XMP or ICC left", async () => {
    const input = await phoneJpeg({ width: 400, height: 300, orientation: 6 });
    // What the phone put in it, so that its absence below means something.
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.xmpAsString).toContain("Crew Member");
    expect(before.icc).toBeDefined();
    const tags = readExif(before.exif!);
    expect(tags.gps.get(GPS_LATITUDE)).toEqual([45, 25, 23.4]);
    expect(tags.gps.get(GPS_LONGITUDE)).toEqual([75, 41, 55.8]);
    expect(input.toString("latin1")).toContain(CAMERA.model);

    const out = await processPhoto(input, "image/jpeg");
    for (const image of [out.photo, out.thumb]) {
      const meta = await sharp(image.bytes).metadata();
      expect(meta.format).toBe("jpeg");
      for (const key of ["exif", "xmp", "icc", "iptc", "orientation", "comments"] as const) expect(meta[key], key).toBeUndefined();
      expect(meta.space).toBe("srgb");
      // Nor anywhere in the bytes: no APP1 Exif or XMP segment, no camera, no creator.
      const text = image.bytes.toString("latin1");
      for (const word of ["Exif\0\0", "http://ns.adobe.com/xap", "xmpmeta", CAMERA.make, "Crew Member", "2026:11:20"]) expect(text).not.toContain(word);
    }
    // Stored 400 x 300 with red on the left; shown turned a quarter clockwise: 300 x 400, red on top.
    expect([out.photo.width, out.photo.height]).toEqual([300, 400]);
    expect(near(await pixel(out.photo.bytes, 150, 50), [220, 30, 30])).toBe(true);
    expect(near(await pixel(out.photo.bytes, 150, 350), [30, 30, 220])).toBe(true);
    expect(out.source).toEqual({ type: "image/jpeg", declared: "image/jpeg", bytes: input.length, width: 300, height: 400 });
    expect(out.contentType).toBe("image/jpeg");
    expect(out.sha256).toBe(createHash("sha256").update(out.photo.bytes).digest("hex"));
    expect(XMP).toContain("Crew Member");
  });

  test("fits a large photo within 2048 px and its thumbnail within 480 px, keeping its shape; never enlarges a small one", async () => {
    const landscape = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#6b8e23" } })
      .jpeg()
      .toBuffer();
    const out = await processPhoto(landscape, "image/jpeg");
    expect([out.photo.width, out.photo.height, out.thumb.width, out.thumb.height]).toEqual([2048, 1536, 480, 360]);
    expect((await sharp(out.thumb.bytes).metadata()).width).toBe(480);
    const portrait = await twoColourPixels(1500, 3000).webp().toBuffer();
    const tall = await processPhoto(portrait, "image/webp");
    expect([tall.photo.width, tall.photo.height, tall.thumb.width, tall.thumb.height]).toEqual([1024, 2048, 240, 480]);
    const small = await processPhoto(await twoColourPixels(320, 200).jpeg().toBuffer(), "image/jpeg");
    expect([small.photo.width, small.photo.height, small.thumb.width, small.thumb.height]).toEqual([320, 200, 320, 200]);
  });

  test("a PNG with transparency becomes a JPEG on white", async () => {
    const out = await processPhoto(await alphaPng(200), "image/png");
    const meta = await sharp(out.photo.bytes).metadata();
    expect([meta.format, meta.channels, meta.hasAlpha]).toEqual(["jpeg", 3, false]);
    // The clear corner is white; the half-transparent red square is red over white.
    expect(near(await pixel(out.photo.bytes, 180, 180), [255, 255, 255], 3)).toBe(true);
    expect(near(await pixel(out.photo.bytes, 40, 40), [238, 143, 143])).toBe(true);
    expect(out.source.type).toBe("image/png");
  });

  test("the type is read from the bytes, not from what the sender declared: a WebP sent as a PNG, an AVIF", async () => {
    const webp = await processPhoto(await twoColourPixels(400, 300).webp().toBuffer(), "image/png");
    expect(webp.source).toMatchObject({ type: "image/webp", declared: "image/png" });
    expect((await sharp(webp.photo.bytes).metadata()).format).toBe("jpeg");
    const avif = await processPhoto(await twoColourPixels(400, 300).avif().toBuffer(), null);
    expect(avif.source).toMatchObject({ type: "image/avif", declared: null, width: 400, height: 300 });
  });

  test("colours in another profile (Display P3) are converted to sRGB before the profile is dropped", async () => {
    // sRGB's (200, 100, 50) written in Display P3: other numbers, the same colour.
    const p3 = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 100, b: 50 } } })
      .withIccProfile("p3")
      .jpeg({ quality: 95 })
      .toBuffer();
    const stored = await sharp(p3, { ignoreIcc: true }).raw().toBuffer();
    expect(near([stored[0]!, stored[1]!, stored[2]!], [200, 100, 50], 5)).toBe(false);
    const out = await processPhoto(p3, "image/jpeg");
    expect((await sharp(out.photo.bytes).metadata()).icc).toBeUndefined();
    // Without its profile, the photo's numbers must be sRGB's for the colour to stay.
    expect(near(await pixel(out.photo.bytes, 32, 32), [200, 100, 50], 4)).toBe(true);
  });

  test("the same photo gives the same bytes and hash", async () => {
    const input = await phoneJpeg({ orientation: 8 });
    const [a, b] = [await processPhoto(input), await processPhoto(input)];
    expect(a.sha256).toBe(b.sha256);
    expect(a.photo.bytes.equals(b.photo.bytes)).toBe(true);
  });

  test("a file that is not a photo, whatever its name or declared type, is a 415 naming the field photo", async () => {
    for (const bytes of [
      Buffer.from("holiday.jpg: this is text, not a JPEG"),
      Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"),
      Buffer.from("GIF89a\x01\x00\x01\x00"),
    ]) {
      const err = await refusal(processPhoto(bytes, "image/jpeg"));
      expect(err.status).toBe(415);
      expect(err.toBody()).toEqual({
        error: {
          code: "unsupported_media_type",
          message: "This file is not a photo we can read: send a JPEG, PNG or WebP image.",
          fields: { photo: "This file is not a photo we can read: send a JPEG, PNG or WebP image." },
        },
      });
    }
  });

  test("a HEIC photo (HEVC inside HEIF, which sharp's libvips cannot decode) is a 415 that says how to send a JPEG, in English and French", async () => {
    // The first bytes of an iPhone's HEIC (and of libheif's example.heic): brands mif1, heic, hevc.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x1c]),
      Buffer.from("ftypmif1", "latin1"),
      Buffer.alloc(4),
      Buffer.from("mif1heichevc", "latin1"),
      Buffer.from([0, 0, 0, 0x28]),
      Buffer.from("meta", "latin1"),
      Buffer.alloc(36),
    ]);
    const err = await refusal(processPhoto(heic, "image/heic"));
    expect(err.status).toBe(415);
    expect(err.toBody().error.fields?.photo).toMatch(/^This photo is in HEIC format, which we cannot read: send it as a JPEG/);
    expect(err.toBody("fr").error.message).toMatch(/^Cette photo est au format HEIC, que nous ne pouvons pas lire\u00a0: envoyez-la en JPEG/);
  });

  test("over 10 MB is a 413 before any decoding; empty is a 400; 10 MB of broken JPEG is a 400, not a 413", async () => {
    const over = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    over.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await refusal(processPhoto(over, "image/jpeg"));
    expect([tooLarge.status, tooLarge.toBody().error.fields]).toEqual([413, { photo: "The photo is larger than 10 MB: send a smaller one." }]);
    const empty = await refusal(processPhoto(Buffer.alloc(0), "image/jpeg"));
    expect([empty.status, empty.toBody().error.message]).toEqual([400, "Invalid request: photo: The photo is empty: choose a photo to send."]);
    const atLimit = await refusal(processPhoto(over.subarray(0, PHOTO_MAX_BYTES), "image/jpeg"));
    expect([atLimit.status, atLimit.toBody().error.fields]).toEqual([400, { photo: "The photo could not be read: the file is damaged or incomplete." }]);
  });

  test("a cut-off JPEG is a 400: damaged or incomplete", async () => {
    const whole = await twoColourPixels(800, 600).jpeg({ quality: 95 }).toBuffer();
    const err = await refusal(processPhoto(whole.subarray(0, Math.floor(whole.length / 2)), "image/jpeg"));
    expect([err.status, err.toBody().error.fields?.photo]).toEqual([400, "The photo could not be read: the file is damaged or incomplete."]);
  });

  test("a small file claiming more than 100 megapixels is a 413 before its pixels are decoded", async () => {
    const bomb = claimedPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const err = await refusal(processPhoto(bomb, "image/png"));
    expect([err.status, err.toBody().error.fields?.photo]).toEqual([413, "The photo has more than 100 megapixels: send a smaller one."]);
  });
});
