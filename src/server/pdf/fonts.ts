import { create, type Font, type GlyphRun } from "fontkit";
import fs from "node:fs";
import { createRequire } from "node:module";

// The PDF's fonts: Inter, as static TrueType files (SIL Open Font License) from the
// @expo-google-fonts/inter package; pdfkit embeds TrueType and OpenType, not the WOFF2 variable
// font the site uses. The files are found like any package import, so the server finds them from
// its sources (tsx, vitest) and from its bundle (dist/server) alike.
//
// Each font is parsed once per process, and the strings it shapes are kept for the next documents:
// shaping (Inter's contextual alternates and kerning) is most of a document's time, and pdfkit
// keeps its own cache for one document only.

const resolve = createRequire(import.meta.url).resolve;
/** Shaped strings kept per font (words, mostly: a few hundred per quote). */
const MAX_RUNS = 20_000;

/** A copy of a run: pdfkit scales a run's positions in place. */
const copyRun = (run: GlyphRun): GlyphRun =>
  Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run, { positions: run.positions.map((p) => ({ ...p })) });

function load(file: string): Font {
  const font = create(fs.readFileSync(resolve(`@expo-google-fonts/inter/${file}`)));
  if (!("layout" in font)) throw new Error(`${file} is a font collection, not a font`);
  // fontkit keeps one glyph object per glyph, with the characters of the text that first made it,
  // and the first text a font shapes makes a few with none (« E », « ’ », the combining accents).
  // pdfkit then writes an empty entry in the PDF's map from glyphs to text, which shifts the text of
  // every glyph after it for a reader's copy, search and screen reader (« En retard » read « 0n
  // retard ») and makes a document's bytes depend on what the process shaped before. So each glyph
  // is made first from a character of its own: the Latin letters and the punctuation first (the
  // apostrophe ’ is drawn like the modifier letter ʼ, the space like the no-break space), then the
  // rest. Not the private use area, where Inter also maps its alternates (tabular digits): shaping
  // makes those from the digits they stand for.
  const common = (c: number) => c < 0x250 || (c >= 0x2000 && c <= 0x206f);
  const isPrivate = (c: number) => (c >= 0xe000 && c <= 0xf8ff) || c >= 0xf0000;
  const codePoints = [...font.characterSet].filter((c) => !isPrivate(c)).sort((a, b) => a - b);
  for (const codePoint of [...codePoints.filter(common), ...codePoints.filter((c) => !common(c))]) font.glyphForCodePoint(codePoint);
  const shape = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features, ...rest) => {
    if (rest.length > 0) return shape(text, features, ...rest);
    const key = features ? `${JSON.stringify(features)}\n${text}` : text;
    let run = runs.get(key);
    if (!run) {
      run = shape(text, features);
      if (runs.size >= MAX_RUNS) runs.delete(runs.keys().next().value!);
      runs.set(key, run);
    }
    return copyRun(run);
  };
  return font;
}

export const FONTS = { regular: load("400Regular/Inter_400Regular.ttf"), semibold: load("600SemiBold/Inter_600SemiBold.ttf") };
export type FontName = keyof typeof FONTS;
