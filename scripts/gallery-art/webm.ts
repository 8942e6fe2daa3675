// A lossy WebP image is a single VP8 key frame, so a sequence of them muxes into a WebM video
// without a video encoder: this writes the minimal EBML structure browsers need to play it.

const concat = (parts: Buffer[]) => Buffer.concat(parts);

/** EBML variable-length size: the shortest encoding of `n`. */
function vint(n: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let v = n;
      for (let i = len - 1; i >= 0; i--, v = Math.floor(v / 256)) out[i] = v & 0xff;
      out[0]! |= 0x80 >> (len - 1);
      return out;
    }
  }
  throw new Error(`EBML size too large: ${n}`);
}

const element = (id: number, data: Buffer) => concat([Buffer.from(id.toString(16), "hex"), vint(data.length), data]);

function uint(n: number): Buffer {
  const hex = n.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, "hex");
}

function float(n: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(n);
  return out;
}

/** The VP8 bitstream inside a WebP file (its "VP8 " chunk). */
export function vp8Frame(webp: Buffer): Buffer {
  for (let at = 12; at + 8 <= webp.length;) {
    const fourcc = webp.toString("ascii", at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (fourcc === "VP8 ") return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error("not a lossy WebP without alpha");
}

/** A WebM file of VP8 key frames shown `frameMs` apart. */
export function muxWebm(frames: Buffer[], width: number, height: number, frameMs: number): Buffer {
  const header = element(
    0x1a45dfa3,
    concat([
      element(0x4286, uint(1)),
      element(0x42f7, uint(1)),
      element(0x42f2, uint(4)),
      element(0x42f3, uint(8)),
      element(0x4282, Buffer.from("webm")),
      element(0x4287, uint(2)),
      element(0x4285, uint(2)),
    ]),
  );
  const info = element(
    0x1549a966,
    concat([
      element(0x2ad7b1, uint(1_000_000)),
      element(0x4d80, Buffer.from("gallery")),
      element(0x5741, Buffer.from("gallery")),
      element(0x4489, float(frames.length * frameMs)),
    ]),
  );
  const track = element(
    0xae,
    concat([
      element(0xd7, uint(1)),
      element(0x73c5, uint(1)),
      element(0x9c, uint(0)),
      element(0x86, Buffer.from("V_VP8")),
      element(0x83, uint(1)),
      element(0xe0, concat([element(0xb0, uint(width)), element(0xba, uint(height))])),
    ]),
  );
  // One cluster: block times are 16-bit offsets from it, enough for a clip of a few seconds.
  const blocks = frames.map((frame, i) => {
    const head = Buffer.from([0x81, 0, 0, 0x80]);
    head.writeInt16BE(i * frameMs, 1);
    return element(0xa3, concat([head, frame]));
  });
  const cluster = element(0x1f43b675, concat([element(0xe7, uint(0)), ...blocks]));
  return concat([header, element(0x18538067, concat([info, element(0x1654ae6b, track), cluster]))]);
}
