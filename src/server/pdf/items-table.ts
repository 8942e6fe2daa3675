import type { QuoteLine } from "../../shared/schemas/quotes";
import { COLOR, CONTENT_WIDTH, LEFT, keepTogether, measure, rule, write, type Box, type Doc, type TextStyle } from "./layout";
import type { PdfLanguage } from "./words";

// The line items table: Description, Qty, Unit price, Amount (in the document's language). A row never splits; a row that does
// not fit starts a new page, which repeats the header row.

/** What a row shows: a quote line or an invoice line (which has no optional flag). */
export type TableLine = Pick<QuoteLine, "description" | "quantity" | "unitPriceCents" | "lineTotalCents">;

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

const inner = (c: Box): Box => ({ x: c.x + PAD_X, width: c.width - 2 * PAD_X, align: c.align });
const cells = (line: TableLine, { format: f }: PdfLanguage) => [
  line.description,
  f.quantity(line.quantity),
  f.money(line.unitPriceCents),
  f.money(line.lineTotalCents),
];

function rowHeight(doc: Doc, texts: string[], s: TextStyle): number {
  return Math.max(...texts.map((t, i) => measure(doc, t, s, inner(COLUMNS[i]!).width))) + 2 * PAD_Y;
}

function drawRow(doc: Doc, texts: string[], s: TextStyle, height: number, fill?: string): void {
  const y = doc.y;
  if (fill) doc.rect(LEFT, y, CONTENT_WIDTH, height).fill(fill);
  texts.forEach((t, i) => write(doc, t, y + PAD_Y, inner(COLUMNS[i]!), i === 0 ? s : { ...s, tabular: true }));
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
  const heights = rows.map((texts) => rowHeight(doc, texts, CELL));
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
    drawRow(doc, texts, CELL, height);
  });
}
