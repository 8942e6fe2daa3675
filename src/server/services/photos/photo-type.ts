// What a file really is, from its first bytes: the name and the type the browser declared are
// the sender's words, and a renamed PDF or HEIC says "image/jpeg" as easily as a JPEG does.

/** The kinds of file a photo may arrive as. `heic` is refused (sharp's libvips cannot decode HEVC); `avif` is decoded. */
export type SniffedType = "jpeg" | "png" | "webp" | "avif" | "heic";

export const SNIFFED_MIME: Record<SniffedType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** ISO-BMFF brands (the `ftyp` box) of HEIF images whose pictures are HEVC: iPhones' HEIC, Samsung's "high efficiency" photos. */
const HEVC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
/** Brands that say only "a HEIF image" (mif1, msf1): the codec is found among the other brands or by reading the file. */
const HEIF_BRANDS = new Set(["mif1", "msf1", "mif2", "miaf"]);

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/** The `ftyp` box's major and compatible brands; null when the file does not start with one. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(bytes.length, size >= 16 ? size : 16);
  const brands = [ascii(bytes, 8, 4)];
  // After the major brand: the minor version (4 bytes), then compatible brands of 4 bytes each.
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/**
 * The file's type by its signature, or null when it is none of the photo types. A HEIF file
 * whose brands name no codec (only `mif1`) is reported as `avif`: the decoder then tells (a HEVC
 * picture inside it is caught when the file is read, by its compression).
 */
export function sniffPhotoType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  const brands = ftypBrands(bytes);
  if (!brands) return null;
  if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
  if (brands.some((b) => HEVC_BRANDS.has(b))) return "heic";
  return brands.some((b) => HEIF_BRANDS.has(b)) ? "avif" : null;
}
