import type { QuoteLine } from "../../shared/schemas/quotes";
import { COLOR, CONTENT_WIDTH, LEFT, keepTogether, measure, rule, write, type Box, type Doc, type TextStyle } from "./layout";
import type { PdfLanguage } from "./words";

// The line items table: Description, Qty, Unit price, Amount (in the document's language). A row never splits; a row that does
// not fit starts a new page, which repeats the header row.

/**
 * What a row shows: a quote line or an invoice line (which has no optional flag), and a `tag`
 * under the description when given (a quote's "One-time"). A row without one is drawn exactly as
 * before tags existed: the PDF of a quote already accepted gives the same bytes (decision 027).
 */
export type TableLine = Pick<QuoteLine, "description" | "quantity" | "unitPriceCents" | "lineTotalCents"> & { tag?: string };

const PAD_X = 6;
const PAD_Y = 6;
const NUMBER_WIDTHS = [52, 92, 92];
const DESCRIPTION_WIDTH = CONTENT_WIDTH - NUMBER_WIDTHS.reduce((a, b) => a + b, 0);

const COLUMNS: Box[] = [
  { x: LEFT, width: DESCRIPTION_WIDTH, align: "left" },
  { x: LEFT + DESCRIPTION_WIDTH, width: NUMBER_WIDTHS[0]!, align: "right" },
  { x: LEFT + DESCRIPTION_WIDTH + NUMBER_WIDTHS[0]!, width: NUMBER_WIDTHS[1]!, align: "right" },
  { x: LEFT + DESCRIPTION_WIDTH + NUMBER_WIDTHS[0]! + NUMBER_WIDTHS[1]!, width: NUMBER_WIDTHS[2]!, align: "right" },
];

const HEADER: TextStyle = { size: 8.5, bold: true, color: COLOR.muted };
const CELL: TextStyle = { size: 9.5 };
/** Small and in the brand colour, but words: a reader that cannot tell the colour still reads it. */
const TAG: TextStyle = { size: 7.5, bold: true, color: COLOR.brand };
const TAG_GAP = 1;

const inner = (c: Box): Box => ({ x: c.x + PAD_X, width: c.width - 2 * PAD_X, align: c.align });
const cells = (line: TableLine, { format: f }: PdfLanguage) => [
  line.description,
  f.quantity(line.quantity),
  f.money(line.unitPriceCents),
  f.money(line.lineTotalCents),
];

function rowHeight(doc: Doc, texts: string[], s: TextStyle, tag?: string): number {
  const heights = texts.map((t, i) => measure(doc, t, s, inner(COLUMNS[i]!).width));
  if (tag) heights[0]! += TAG_GAP + measure(doc, tag, TAG, inner(COLUMNS[0]!).width);
  return Math.max(...heights) + 2 * PAD_Y;
}

function drawRow(doc: Doc, texts: string[], s: TextStyle, height: number, fill?: string, tag?: string): void {
  const y = doc.y;
  if (fill) doc.rect(LEFT, y, CONTENT_WIDTH, height).fill(fill);
  const ends = texts.map((t, i) => write(doc, t, y + PAD_Y, inner(COLUMNS[i]!), i === 0 ? s : { ...s, tabular: true }));
  // After the amounts, so a reader's text keeps each row's description and numbers together.
  if (tag) write(doc, tag, ends[0]! + TAG_GAP, inner(COLUMNS[0]!), TAG);
  rule(doc, y + height);
  doc.y = y + height;
}

const titles = ({ words: { columns: c } }: PdfLanguage) => [c.description, c.quantity, c.unitPrice, c.amount];
const headerHeight = (doc: Doc, lang: PdfLanguage) => rowHeight(doc, titles(lang), HEADER);
const drawHeader = (doc: Doc, lang: PdfLanguage) => drawRow(doc, titles(lang), HEADER, headerHeight(doc, lang), COLOR.surface);

/**
 * The table of `lines`, under `heading` when given; the heading, the header row and the first row
 * are kept together on one page.
 */
export function drawItemsTable(doc: Doc, lines: readonly TableLine[], lang: PdfLanguage, heading?: { text: string; style: TextStyle }): void {
  const rows = lines.map((line) => cells(line, lang));
  const heights = rows.map((texts, i) => rowHeight(doc, texts, CELL, lines[i]!.tag));
  const headingHeight = heading ? measure(doc, heading.text, heading.style, CONTENT_WIDTH) + 8 : 0;
  keepTogether(doc, headingHeight + headerHeight(doc, lang) + (heights[0] ?? 0));
  if (heading) doc.y = write(doc, heading.text, doc.y, { x: LEFT, width: CONTENT_WIDTH }, heading.style) + 8;
  drawHeader(doc, lang);
  rows.forEach((texts, i) => {
    const height = heights[i]!;
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      drawHeader(doc, lang);
    }
    drawRow(doc, texts, CELL, height, undefined, lines[i]!.tag);
  });
}
