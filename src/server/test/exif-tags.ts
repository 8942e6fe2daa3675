// The tags of an EXIF block (as sharp's metadata gives it: "Exif\0\0" and a TIFF structure), read
// by hand so a test can show a photo had a place in it before it is shown to be gone.

const GPS_POINTER = 0x8825;
const EXIF_POINTER = 0x8769;
const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };

export type ExifTags = {
  /** IFD0's tags, the Exif sub-IFD's and the GPS IFD's, by numeric id. */
  ifd0: Set<number>;
  exif: Set<number>;
  gps: Map<number, number[] | string>;
};

/** The tags of `block`; throws when it is not EXIF. */
export function readExif(block: Buffer): ExifTags {
  const tiff = block.subarray(block.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  if (!little && tiff.subarray(0, 2).toString("latin1") !== "MM") throw new Error("not a TIFF structure");
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));

  /** A value of `n` items of `type` at `at`: text for ASCII, numbers otherwise (a rational as numerator / denominator). */
  const value = (type: number, n: number, at: number): number[] | string => {
    if (type === 2) return tiff.toString("latin1", at, at + n).replace(/\0+$/, "");
    const item = (k: number) => (type === 5 ? u32(at + k * 8) / u32(at + k * 8 + 4) : type === 3 ? u16(at + k * 2) : u32(at + k * 4));
    return [3, 4, 5].includes(type) ? Array.from({ length: n }, (_, k) => item(k)) : [];
  };

  /** Each entry of the IFD at `offset`, by tag. */
  const entries = (offset: number) => {
    const out = new Map<number, number[] | string>();
    for (let i = 0; i < u16(offset); i++) {
      const at = offset + 2 + i * 12;
      const [tag, type, n] = [u16(at), u16(at + 2), u32(at + 4)];
      // Values of four bytes or fewer sit in the entry; longer ones where it points.
      out.set(tag, value(type, n, (TYPE_SIZE[type] ?? 1) * n <= 4 ? at + 8 : u32(at + 8)));
    }
    return out;
  };

  const ifd0 = entries(u32(4));
  const pointer = (tag: number) => (ifd0.get(tag) as number[] | undefined)?.[0];
  const exifAt = pointer(EXIF_POINTER);
  const gpsAt = pointer(GPS_POINTER);
  return {
    ifd0: new Set(ifd0.keys()),
    exif: new Set(exifAt ? entries(exifAt).keys() : []),
    gps: gpsAt ? entries(gpsAt) : new Map(),
  };
}

/** GPS tag ids: latitude and longitude. */
export const GPS_LATITUDE = 0x0002;
export const GPS_LONGITUDE = 0x0004;
