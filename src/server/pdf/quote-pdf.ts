import { formatRate, type TaxCode } from "../../shared/billing/tax";
import { clientAddressLine } from "../../shared/schemas/clients";
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
  measure,
  rule,
  toBuffer,
  write,
  writeFooters,
  type Doc,
  type TextStyle,
} from "./layout";

// A quote as a PDF (Letter): the company, the client, the items, the totals with each tax, the
// terms and, once accepted, the record of the acceptance. Deterministic: the same input gives the
// same bytes, so the SHA-256 of the PDF a client was shown can be computed again later (decision 027).

export type PdfCompany = { name: string; legalName: string; email: string; phone: string; siteUrl: string };
export type QuotePdfInput = { document: QuoteDocument; company: PdfCompany; acceptance: QuoteAcceptance | null };

const BODY: TextStyle = { size: 9.5 };
const SMALL: TextStyle = { size: 9, color: COLOR.muted };
const LABEL: TextStyle = { size: 8.5, bold: true, color: COLOR.muted };
const HEADING: TextStyle = { size: 10.5, bold: true };

const TAX_NUMBER_LABEL: Record<TaxCode, string> = { HST: "GST/HST No.", GST: "GST/HST No.", QST: "QST No." };
export const OPTIONAL_HEADING = "Optional items — not included in the total unless chosen when accepting";

export async function renderQuotePdf({ document: q, company, acceptance }: QuotePdfInput): Promise<Buffer> {
  const doc = createDoc({ title: `Quote ${q.number}`, author: company.name, subject: q.title, createdOn: q.quoteDate });
  drawLetterhead(doc, q, company);
  drawParties(doc, q);
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

/** The company's registration numbers for the taxes on the quote, one line each. */
function taxNumbers(q: QuoteDocument): string[] {
  const lines = q.totals.taxes.flatMap((t) => (t.registrationNumber ? [`${TAX_NUMBER_LABEL[t.code]} ${t.registrationNumber}`] : []));
  return [...new Set(lines)];
}

function drawLetterhead(doc: Doc, q: QuoteDocument, company: PdfCompany): void {
  const top = doc.y;
  const left = { x: LEFT, width: 280 };
  let y = write(doc, company.name, top, left, { size: 16, bold: true, color: COLOR.brand }) + 2;
  const site = company.siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");
  for (const line of [company.legalName, company.email, company.phone, site, ...taxNumbers(q)]) y = write(doc, line, y, left, SMALL);

  const right = { x: RIGHT - 200, width: 200, align: "right" as const };
  let ry = write(doc, "Quote", top - 4, right, { size: 24, bold: true }) + 2;
  ry = write(doc, q.number, ry, right, { size: 11, bold: true, color: COLOR.brand });
  if (q.version > 1) ry = write(doc, `Version ${q.version}`, ry, right, SMALL);
  ry += 6;
  for (const [label, value] of [
    ["Quote date", formatCalendarDate(q.quoteDate)],
    ["Valid until", formatCalendarDate(q.validUntil)],
  ] as const) {
    write(doc, label, ry, { x: right.x, width: 80 }, SMALL);
    ry = write(doc, value, ry, { x: right.x + 80, width: 120, align: "right" }, BODY) + 1;
  }
  const bottom = Math.max(y, ry) + 14;
  rule(doc, bottom, COLOR.brand);
  doc.y = bottom + 16;
}

function drawParties(doc: Doc, q: QuoteDocument): void {
  const top = doc.y;
  const half = (CONTENT_WIDTH - 24) / 2;
  const client = { x: LEFT, width: half };
  let y = write(doc, "Prepared for", top, client, LABEL) + 3;
  y = write(doc, q.client.fullName, y, client, { size: 10.5, bold: true }) + 1;
  for (const line of [q.client.email, q.client.phoneNumber]) if (line) y = write(doc, line, y, client, BODY);

  const place = { x: LEFT + half + 24, width: half };
  let py = write(doc, "Service address", top, place, LABEL) + 3;
  py = write(doc, clientAddressLine(q.address), py, place, BODY);
  doc.y = Math.max(y, py) + 22;
}

function drawTotals(doc: Doc, q: QuoteDocument, includesChosen: boolean): void {
  const t = q.totals;
  const rows: [string, string, TextStyle][] = [
    ["Subtotal", formatMoney(t.subtotalCents), BODY],
    ...t.taxes.map((tax): [string, string, TextStyle] => [`${tax.code} ${formatRate(tax.rate)}`, formatMoney(tax.amountCents), BODY]),
    ["Total", formatMoney(t.totalCents), { size: 12, bold: true }],
  ];
  if (t.depositCents > 0) rows.push(["Deposit due on acceptance", formatMoney(t.depositCents), { size: 9.5, bold: true, color: COLOR.brand }]);
  const note = includesChosen ? "The subtotal includes the optional items chosen when accepting." : null;
  const box = { x: RIGHT - 250, width: 250 };
  doc.y += 14;
  keepTogether(doc, rows.length * 20 + (note ? 24 : 0));
  for (const [label, value, s] of rows) {
    if (label === "Total") {
      rule(doc, doc.y + 1, COLOR.ink, box.x);
      doc.y += 7;
    }
    const y = doc.y;
    write(doc, label, y, { x: box.x, width: 160 }, label === "Total" ? s : { ...s, color: s.color ?? COLOR.muted });
    doc.y = Math.max(doc.y, write(doc, value, y, { x: box.x + 150, width: 100, align: "right" }, { ...s, tabular: true })) + 4;
  }
  if (note) doc.y = write(doc, note, doc.y + 4, { x: box.x, width: box.width, align: "right" }, { size: 8, color: COLOR.muted });
}

/** A heading and its text; the heading stays with the first lines of the text. */
function drawSection(doc: Doc, heading: string, text: string, s: TextStyle): void {
  doc.y += 22;
  keepTogether(doc, measure(doc, heading, HEADING, CONTENT_WIDTH) + 6 + Math.min(measure(doc, text, s, CONTENT_WIDTH), 3 * s.size * 1.6));
  doc.y = write(doc, heading, doc.y, { x: LEFT, width: CONTENT_WIDTH }, HEADING) + 6;
  doc.y = write(doc, text, doc.y, { x: LEFT, width: CONTENT_WIDTH }, s);
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
