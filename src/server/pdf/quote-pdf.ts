import { formatRate } from "../../shared/billing/tax";
import type { QuoteAcceptance, QuoteDocument } from "../../shared/schemas/quotes";
import { formatCalendarDate, formatMoney, formatOttawaDateTime } from "./format";
import { drawItemsTable } from "./items-table";
import {
  COLOR,
  CONTENT_WIDTH,
  LEFT,
  RIGHT,
  createDoc,
  keepTogether,
  labelledRows,
  rule,
  toBuffer,
  write,
  writeFooters,
  type Doc,
  type TextStyle,
} from "./layout";
import { BODY, HEADING, drawAmounts, drawLetterhead, drawParties, drawSection, type AmountRow, type PdfCompany } from "./parts";

// A quote as a PDF (Letter): the company, the client, the items, the totals with each tax, the
// terms and, once accepted, the record of the acceptance. Deterministic: the same input gives the
// same bytes, so the SHA-256 of the PDF a client was shown can be computed again later (decision 027).

export type { PdfCompany };
export type QuotePdfInput = { document: QuoteDocument; company: PdfCompany; acceptance: QuoteAcceptance | null };

export const OPTIONAL_HEADING = "Optional items — not included in the total unless chosen when accepting";

export async function renderQuotePdf({ document: q, company, acceptance }: QuotePdfInput): Promise<Buffer> {
  const doc = createDoc({ title: `Quote ${q.number}`, author: company.name, subject: q.title, createdOn: q.quoteDate });
  drawLetterhead(doc, company, q.totals.taxes, {
    title: "Quote",
    titleSize: 24,
    number: q.number,
    notes: q.version > 1 ? [`Version ${q.version}`] : [],
    rows: [
      ["Quote date", formatCalendarDate(q.quoteDate)],
      ["Valid until", formatCalendarDate(q.validUntil)],
    ],
  });
  drawParties(doc, "Prepared for", q);
  doc.y = write(doc, q.title, doc.y, { x: LEFT, width: CONTENT_WIDTH }, { size: 14, bold: true }) + 10;
  drawItemsTable(
    doc,
    q.lines.filter((l) => !l.optional),
  );
  const optional = q.lines.filter((l) => l.optional);
  if (optional.length > 0) {
    doc.y += 20;
    drawItemsTable(doc, optional, { text: OPTIONAL_HEADING, style: HEADING });
  }
  drawTotals(doc, q, (acceptance?.optionalLineIds.length ?? 0) > 0);
  if (q.notes) drawSection(doc, "Notes", q.notes, BODY);
  drawSection(doc, `Terms (version ${q.terms.version})`, q.terms.text, { size: 8.5 });
  if (acceptance) drawAcceptance(doc, q, acceptance);
  writeFooters(doc, `${company.name} · Quote ${q.number}${q.version > 1 ? ` · Version ${q.version}` : ""}`);
  return toBuffer(doc);
}

const TOTALS_BOX = { width: 250, labelWidth: 160 };

function drawTotals(doc: Doc, q: QuoteDocument, includesChosen: boolean): void {
  const t = q.totals;
  const rows: AmountRow[] = [
    { label: "Subtotal", value: formatMoney(t.subtotalCents), style: BODY },
    ...t.taxes.map((tax): AmountRow => ({ label: `${tax.code} ${formatRate(tax.rate)}`, value: formatMoney(tax.amountCents), style: BODY })),
    { label: "Total", value: formatMoney(t.totalCents), style: { size: 12, bold: true }, sum: true },
  ];
  if (t.depositCents > 0)
    rows.push({ label: "Deposit due on acceptance", value: formatMoney(t.depositCents), style: { size: 9.5, bold: true, color: COLOR.brand } });
  const note = includesChosen ? "The subtotal includes the optional items chosen when accepting." : null;
  doc.y += 14;
  keepTogether(doc, rows.length * 20 + (note ? 24 : 0));
  drawAmounts(doc, rows, TOTALS_BOX);
  if (note) doc.y = write(doc, note, doc.y + 4, { x: RIGHT - TOTALS_BOX.width, width: TOTALS_BOX.width, align: "right" }, { size: 8, color: COLOR.muted });
}

function channel(a: QuoteAcceptance): string {
  return a.channel === "portal" ? "Online in the client portal" : `Recorded by staff: ${a.recordedBy ?? "a staff member"}`;
}

function drawAcceptance(doc: Doc, q: QuoteDocument, a: QuoteAcceptance): void {
  const chosen = a.optionalLineIds.flatMap((id) => q.lines.filter((l) => l.id === id).map((l) => `${l.description} (${formatMoney(l.lineTotalCents)})`));
  const rows: [string, string, TextStyle?][] = [
    ["Channel", channel(a)],
    ...(a.note ? [["Note", a.note] as [string, string]] : []),
    ["Version accepted", String(a.version)],
    ["Terms version", a.termsVersion],
    // One row per item chosen, the label on the first.
    ...(chosen.length > 0 ? chosen : ["None"]).map((item, i): [string, string] => [i === 0 ? "Optional items chosen" : "", item]),
    ["SHA-256 of the document accepted", a.pdfSha256, { size: 8, tabular: true }],
  ];
  const heading = `Accepted by ${a.signedName}`;
  doc.y += 26;
  keepTogether(doc, 110);
  rule(doc, doc.y, COLOR.brand);
  doc.y = write(doc, heading, doc.y + 10, { x: LEFT, width: CONTENT_WIDTH }, { size: 12, bold: true, color: COLOR.brand }) + 2;
  doc.y = write(doc, `on ${formatOttawaDateTime(a.acceptedAt)} (Ottawa time)`, doc.y, { x: LEFT, width: CONTENT_WIDTH }, BODY) + 10;
  labelledRows(doc, rows, { x: LEFT, width: CONTENT_WIDTH, labelWidth: 170 }, BODY);
}
