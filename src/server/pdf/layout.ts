import PDFDocument from "pdfkit";
import { FONTS, type FontName } from "./fonts";

// Page, type and colours of the company's documents, and the few drawing steps they share:
// text in a box, space kept together on a page, label/value rows, and the page footers.

export type Doc = PDFKit.PDFDocument;

/** US Letter (the Canadian paper size), 0.75 in margins, and room at the bottom for the footer. */
export const PAGE = { width: 612, height: 792, margin: 54, bottom: 72 } as const;
export const LEFT = PAGE.margin;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const RIGHT = LEFT + CONTENT_WIDTH;

/** The site's palette (src/web/app.css): ink, muted text, rules, table header fill, brand. */
export const COLOR = { ink: "#0f172a", muted: "#475569", line: "#e2e8f0", surface: "#f1f5f9", brand: "#0b5f54" } as const;

/** `tabular`: digits of one width, so amounts line up in columns. */
export type TextStyle = { size: number; bold?: boolean; color?: string; tabular?: boolean };
export type Box = { x: number; width: number; align?: "left" | "right" | "center" };

/**
 * A new document. Everything that pdfkit would take from the clock is given (the creation date,
 * from which it also derives the file /ID), so the same content gives the same bytes.
 */
export function createDoc(info: { title: string; author: string; subject: string; createdOn: string; lang: string }): Doc {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottom },
    bufferPages: true,
    // No default font (Helvetica): pdfkit would load it and list it in the file unused.
    font: null as unknown as string,
    lang: info.lang,
    displayTitle: true,
    // Noon UTC: the same calendar day wherever a reader's viewer shows it.
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: info.author, CreationDate: new Date(`${info.createdOn}T12:00:00Z`) },
  });
  // pdfkit takes a parsed fontkit font where its types name only a path or bytes.
  for (const name of Object.keys(FONTS) as FontName[]) doc.registerFont(name, FONTS[name] as unknown as Buffer);
  return doc;
}

/** Set the font, size and colour for what follows. */
export function style(doc: Doc, s: TextStyle): Doc {
  return doc
    .font(s.bold ? "semibold" : "regular")
    .fontSize(s.size)
    .fillColor(s.color ?? COLOR.ink);
}

/** The height `text` takes in `width` in style `s`. */
export function measure(doc: Doc, text: string, s: TextStyle, width: number): number {
  return style(doc, s).heightOfString(text, options(s, width));
}

const options = (s: TextStyle, width: number, align: Box["align"] = "left"): PDFKit.Mixins.TextOptions => ({
  width,
  align,
  lineGap: Math.round(s.size * 3) / 10,
  // Undefined, not []: pdfkit caches the layout of words only when no feature is asked for.
  features: s.tabular ? ["tnum"] : undefined,
});

/** Write `text` at (box.x, y), wrapped to box.width; answers the y below it. */
export function write(doc: Doc, text: string, y: number, box: Box, s: TextStyle): number {
  style(doc, s).text(text, box.x, y, options(s, box.width, box.align));
  return doc.y;
}

/** Start a new page unless `height` fits below `doc.y` (keeps a heading with what follows it). */
export function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY() && doc.y > doc.page.margins.top) doc.addPage();
}

export function rule(doc: Doc, y: number, color: string = COLOR.line, from: number = LEFT, to: number = RIGHT): void {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(0.75).strokeColor(color).stroke();
}

/**
 * Label/value rows, the label in a fixed column and a value in its own style when given. A row
 * starts on the next page unless its first lines fit; a long value then runs onto the next page.
 */
export function labelledRows(doc: Doc, rows: readonly (readonly [string, string, TextStyle?])[], box: Box & { labelWidth: number }, s: TextStyle): void {
  const labelBox = { x: box.x, width: box.labelWidth - 8 };
  const valueBox = { x: box.x + box.labelWidth, width: box.width - box.labelWidth };
  for (const [label, value, valueStyle = s] of rows) {
    const labelHeight = measure(doc, label, s, labelBox.width);
    keepTogether(doc, Math.max(labelHeight, Math.min(measure(doc, value, valueStyle, valueBox.width), 4 * valueStyle.size * 1.5)));
    const [y, page] = [doc.y, doc.page];
    write(doc, label, y, labelBox, { ...s, color: COLOR.muted });
    const valueEnd = write(doc, value, y + (s.size - valueStyle.size) * 0.8, valueBox, valueStyle);
    doc.y = (doc.page === page ? Math.max(y + labelHeight, valueEnd) : valueEnd) + 3;
  }
}

/** "Page 1 of N" (as `pageOf` words it) on every page, with `label` on the left, once all pages are laid out. */
export function writeFooters(doc: Doc, label: string, pageOf: (page: number, count: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    // Text below the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.bottom + 30;
    rule(doc, y - 8);
    const s = { size: 8, color: COLOR.muted };
    // One line, cut with an ellipsis when too long.
    style(doc, s).text(label, LEFT, y, { width: (CONTENT_WIDTH * 2) / 3, height: s.size, ellipsis: true });
    write(doc, pageOf(i + 1, count), y, { x: LEFT + (CONTENT_WIDTH * 2) / 3, width: CONTENT_WIDTH / 3, align: "right" }, s);
    doc.page.margins.bottom = bottom;
  }
}

/** The finished document's bytes. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
