import { write, type Box, type Doc } from "./layout";

// A rubber-stamp mark ("PAID", "VOID"): a word in a double frame, turned a little. Drawn only in
// space left empty for it, so it never covers text.

export type Stamp = { word: string; color: string; /** A smaller line under the word, e.g. the day it was paid. */ detail: string | null };

const WIDTH = 150;
const ANGLE = -10;
const WORD = { size: 30, bold: true } as const;
/** The word's room inside the frames: a longer word (« ANNULÉE ») is set smaller to stay inside. */
const WORD_WIDTH = WIDTH - 28;
const DETAIL = { size: 8.5, bold: true } as const;

const frameHeight = (s: Stamp) => (s.detail ? 62 : 48);

/** The height the turned stamp takes on the page. */
export function stampHeight(s: Stamp): number {
  const a = (Math.abs(ANGLE) * Math.PI) / 180;
  return Math.ceil(WIDTH * Math.sin(a) + frameHeight(s) * Math.cos(a));
}

/** The largest size up to the word's own at which `word` fits in its room. */
function wordSize(doc: Doc, word: string): number {
  const font = doc.font("semibold");
  let size = WORD.size;
  while (size > 12 && font.fontSize(size).widthOfString(word) > WORD_WIDTH) size -= 1;
  return size;
}

/** The stamp centred in `area`, its top at `top`; `doc.y` is left as it was. */
export function drawStamp(doc: Doc, s: Stamp, area: Box, top: number): void {
  const y = doc.y;
  const height = frameHeight(s);
  const [cx, cy] = [area.x + area.width / 2, top + stampHeight(s) / 2];
  const [x0, y0] = [cx - WIDTH / 2, cy - height / 2];
  doc.save();
  doc.rotate(ANGLE, { origin: [cx, cy] });
  doc.roundedRect(x0, y0, WIDTH, height, 6).lineWidth(2.5).strokeColor(s.color).stroke();
  doc
    .roundedRect(x0 + 4, y0 + 4, WIDTH - 8, height - 8, 3)
    .lineWidth(0.75)
    .strokeColor(s.color)
    .stroke();
  const box = { x: x0, width: WIDTH, align: "center" as const };
  const size = wordSize(doc, s.word);
  // Inter's line box puts the capitals low: start the word a little above the frame's centre line
  // (a smaller word keeps its capitals' middle where the full-size word has it).
  const wordTop = y0 + 6;
  write(doc, s.word, wordTop + (WORD.size - size) * 0.6, box, { ...WORD, size, color: s.color });
  if (s.detail) write(doc, s.detail, wordTop + WORD.size * 1.15, box, { ...DETAIL, color: s.color });
  doc.restore();
  doc.y = y;
}
