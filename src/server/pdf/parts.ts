import { clientAddressLine, type ClientAddress } from "../../shared/schemas/clients";
import type { QuoteTax } from "../../shared/schemas/quotes";
import { COLOR, CONTENT_WIDTH, LEFT, RIGHT, keepTogether, measure, rule, write, type Doc, type TextStyle } from "./layout";
import type { PdfLanguage, PdfWords } from "./words";

// The parts a quote and an invoice share: the letterhead, the client and service address, the
// title, the column of amounts with its subtotal, taxes and total, and a titled section. Both
// documents draw them with the same calls in the same order, so sharing them changed no quote's
// bytes (decision 027 keeps quotes' hashes).

export type PdfCompany = { name: string; legalName: string; mailingAddress?: string | null; email: string; phone: string; siteUrl: string };

export const BODY: TextStyle = { size: 9.5 };
export const SMALL: TextStyle = { size: 9, color: COLOR.muted };
export const LABEL: TextStyle = { size: 8.5, bold: true, color: COLOR.muted };
export const HEADING: TextStyle = { size: 10.5, bold: true };

/** The company's registration numbers for the taxes on the document, one line each. */
function taxNumbers(taxes: readonly QuoteTax[], words: PdfWords): string[] {
  const lines = taxes.flatMap((t) => (t.registrationNumber ? [`${words.taxNumbers[t.code]} ${t.registrationNumber}`] : []));
  return [...new Set(lines)];
}

/** The site's address as printed: "maplecrestcleaning.ca". */
export const siteHost = (company: PdfCompany) => company.siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");

export type DocumentHeading = {
  /** "Quote", "Invoice"... */
  title: string;
  titleSize: number;
  /** Null for a draft, which has none yet. */
  number: string | null;
  /** Small lines under the number ("Version 2"). */
  notes: readonly string[];
  /** Label and value rows: the dates. */
  rows: readonly (readonly [string, string])[];
};

/** The company on the left, the document's name, number and dates on the right, a rule below. */
export function drawLetterhead(doc: Doc, company: PdfCompany, taxes: readonly QuoteTax[], h: DocumentHeading, words: PdfWords): void {
  const top = doc.y;
  const left = { x: LEFT, width: 280 };
  let y = write(doc, company.name, top, left, { size: 16, bold: true, color: COLOR.brand }) + 2;
  // The mailing address only when the settings have one, so a document without it is drawn as before.
  const address = company.mailingAddress ? [company.mailingAddress] : [];
  for (const line of [company.legalName, ...address, company.email, company.phone, siteHost(company), ...taxNumbers(taxes, words)])
    y = write(doc, line, y, left, SMALL);

  const right = { x: RIGHT - 200, width: 200, align: "right" as const };
  let ry = write(doc, h.title, top - 4, right, { size: h.titleSize, bold: true }) + 2;
  if (h.number) ry = write(doc, h.number, ry, right, { size: 11, bold: true, color: COLOR.brand });
  for (const note of h.notes) ry = write(doc, note, ry, right, SMALL);
  ry += 6;
  for (const [label, value] of h.rows) {
    // A label that wraps (a longer word in another language) pushes the next row down too.
    const labelEnd = write(doc, label, ry, { x: right.x, width: 80 }, SMALL);
    ry = Math.max(labelEnd, write(doc, value, ry, { x: right.x + 80, width: 120, align: "right" }, BODY)) + 1;
  }
  const bottom = Math.max(y, ry) + 14;
  rule(doc, bottom, COLOR.brand);
  doc.y = bottom + 16;
}

type Party = {
  client: { fullName: string; email: string | null; phoneNumber: string };
  address: Pick<ClientAddress, "street" | "city" | "province" | "postalCode">;
};

/** The client under `clientLabel` ("Prepared for", "Bill to") beside the service address. */
export function drawParties(doc: Doc, clientLabel: string, { client: c, address }: Party, words: PdfWords): void {
  const top = doc.y;
  const half = (CONTENT_WIDTH - 24) / 2;
  const client = { x: LEFT, width: half };
  let y = write(doc, clientLabel, top, client, LABEL) + 3;
  y = write(doc, c.fullName, y, client, { size: 10.5, bold: true }) + 1;
  for (const line of [c.email, c.phoneNumber]) if (line) y = write(doc, line, y, client, BODY);

  const place = { x: LEFT + half + 24, width: half };
  let py = write(doc, words.serviceAddress, top, place, LABEL) + 3;
  py = write(doc, clientAddressLine(address), py, place, BODY);
  doc.y = Math.max(y, py) + 22;
}

/** The document's title (what the work is) above its items. */
export function drawTitle(doc: Doc, title: string): void {
  doc.y = write(doc, title, doc.y, { x: LEFT, width: CONTENT_WIDTH }, { size: 14, bold: true }) + 10;
}

/** A row of amounts; `sum` rows (Total, Balance due) have a rule above and their label in their own style. */
export type AmountRow = { label: string; value: string; style: TextStyle; sum?: boolean };

/** The amounts' column at the right margin: labels `labelWidth` wide, amounts in its last 100 points. */
export type AmountsBox = { width: number; labelWidth: number };

/** The rows the amounts of every document start with: the subtotal, each tax at its rate, the total (in `totalSize`). */
export function taxedTotalRows(
  { words: w, format: f }: PdfLanguage,
  t: { subtotalCents: number; taxes: readonly QuoteTax[]; totalCents: number },
  totalSize: number,
): AmountRow[] {
  return [
    { label: w.subtotal, value: f.money(t.subtotalCents), style: BODY },
    ...t.taxes.map((tax): AmountRow => ({ label: `${w.taxNames[tax.code]} ${f.rate(tax.rate)}`, value: f.money(tax.amountCents), style: BODY })),
    { label: w.total, value: f.money(t.totalCents), style: { size: totalSize, bold: true }, sum: true },
  ];
}

/** The space a row takes (a long label wraps). */
export function amountRowHeight(doc: Doc, row: AmountRow, box: AmountsBox): number {
  return (row.sum ? 8 : 0) + measure(doc, row.label, row.style, box.labelWidth) + 4;
}

/**
 * The amounts from `doc.y`; the caller keeps them together when they fit on a page. Given the
 * rows' `heights`, a row that does not fit starts a new page.
 */
export function drawAmounts(doc: Doc, rows: readonly AmountRow[], box: AmountsBox, heights?: readonly number[]): void {
  const x = RIGHT - box.width;
  rows.forEach((row, i) => {
    const s = row.style;
    if (heights) keepTogether(doc, heights[i]!);
    if (row.sum) {
      rule(doc, doc.y + 1, COLOR.ink, x);
      doc.y += 7;
    }
    const y = doc.y;
    write(doc, row.label, y, { x, width: box.labelWidth }, row.sum ? s : { ...s, color: s.color ?? COLOR.muted });
    doc.y = Math.max(doc.y, write(doc, row.value, y, { x: x + box.width - 100, width: 100, align: "right" }, { ...s, tabular: true })) + 4;
  });
}

/** A heading and its text; the heading stays with the first lines of the text. */
export function drawSection(doc: Doc, heading: string, text: string, s: TextStyle): void {
  doc.y += 22;
  keepTogether(doc, measure(doc, heading, HEADING, CONTENT_WIDTH) + 6 + Math.min(measure(doc, text, s, CONTENT_WIDTH), 3 * s.size * 1.6));
  doc.y = write(doc, heading, doc.y, { x: LEFT, width: CONTENT_WIDTH }, HEADING) + 6;
  doc.y = write(doc, text, doc.y, { x: LEFT, width: CONTENT_WIDTH }, s);
}
