import type { Locale } from "../../shared/locale";
import type { QuoteAcceptance, QuoteDocument } from "../../shared/schemas/quotes";
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
import { BODY, HEADING, drawAmounts, drawLetterhead, drawParties, drawSection, drawTitle, taxedTotalRows, type PdfCompany } from "./parts";
import { pdfLanguage, type PdfLanguage } from "./words";

// A quote as a PDF (Letter): the company, the client, the items, the totals with each tax, the
// terms and, once accepted, the record of the acceptance. Deterministic: the same input gives the
// same bytes, so the SHA-256 of the PDF a client was shown can be computed again later (decision 027).
// Written in the client's language (`locale`): every fixed word and format; what staff typed as entered.

export type { PdfCompany };
export type QuotePdfInput = { document: QuoteDocument; company: PdfCompany; acceptance: QuoteAcceptance | null; locale: Locale };

export async function renderQuotePdf({ document: q, company, acceptance, locale }: QuotePdfInput): Promise<Buffer> {
  const lang = pdfLanguage(locale);
  const { words: w, format: f } = lang;
  const name = `${w.quote.name} ${q.number}`;
  const doc = createDoc({ title: name, author: company.name, subject: q.title, createdOn: q.quoteDate, lang: lang.tag });
  const version = q.version > 1 ? w.quote.version(q.version) : null;
  drawLetterhead(
    doc,
    company,
    q.totals.taxes,
    {
      title: w.quote.name,
      titleSize: 24,
      number: q.number,
      notes: version ? [version] : [],
      rows: [
        [w.quote.date, f.date(q.quoteDate)],
        [w.quote.validUntil, f.date(q.validUntil)],
      ],
    },
    w,
  );
  drawParties(doc, w.quote.preparedFor, q, w);
  drawTitle(doc, q.title);
  // On a recurring service a one-time line is billed with the first visit only: its row says so.
  const lines = q.lines.map((l) => (l.oneTime ? { ...l, tag: w.quote.oneTime } : l));
  drawItemsTable(
    doc,
    lines.filter((l) => !l.optional),
    lang,
  );
  const optional = lines.filter((l) => l.optional);
  if (optional.length > 0) {
    doc.y += 20;
    drawItemsTable(doc, optional, lang, { text: w.quote.optionalHeading, style: HEADING });
  }
  drawTotals(doc, q, (acceptance?.optionalLineIds.length ?? 0) > 0, lang);
  if (q.notes) drawSection(doc, w.notes, q.notes, BODY);
  drawSection(doc, w.quote.terms(q.terms.version), q.terms.text, { size: 8.5 });
  if (acceptance) drawAcceptance(doc, q, acceptance, lang);
  writeFooters(doc, `${company.name} · ${name}${version ? ` · ${version}` : ""}`, w.page);
  return toBuffer(doc);
}

const TOTALS_BOX = { width: 250, labelWidth: 160 };

function drawTotals(doc: Doc, q: QuoteDocument, includesChosen: boolean, lang: PdfLanguage): void {
  const { words: w, format: f } = lang;
  const t = q.totals;
  const rows = taxedTotalRows(lang, t, 12);
  if (t.depositCents > 0) rows.push({ label: w.quote.depositDue, value: f.money(t.depositCents), style: { size: 9.5, bold: true, color: COLOR.brand } });
  const note = includesChosen ? w.quote.includesChosen : null;
  doc.y += 14;
  keepTogether(doc, rows.length * 20 + (note ? 24 : 0));
  drawAmounts(doc, rows, TOTALS_BOX);
  if (note) doc.y = write(doc, note, doc.y + 4, { x: RIGHT - TOTALS_BOX.width, width: TOTALS_BOX.width, align: "right" }, { size: 8, color: COLOR.muted });
}

function drawAcceptance(doc: Doc, q: QuoteDocument, a: QuoteAcceptance, { words: { quote: w }, format: f }: PdfLanguage): void {
  const chosen = a.optionalLineIds.flatMap((id) => q.lines.filter((l) => l.id === id).map((l) => `${l.description} (${f.money(l.lineTotalCents)})`));
  const rows: [string, string, TextStyle?][] = [
    [w.channel, a.channel === "portal" ? w.inPortal : w.byStaff(a.recordedBy)],
    ...(a.note ? [[w.note, a.note] as [string, string]] : []),
    [w.versionAccepted, String(a.version)],
    [w.termsVersion, a.termsVersion],
    // One row per item chosen, the label on the first.
    ...(chosen.length > 0 ? chosen : [w.noneChosen]).map((item, i): [string, string] => [i === 0 ? w.optionalChosen : "", item]),
    [w.sha256, a.pdfSha256, { size: 8, tabular: true }],
  ];
  const heading = w.acceptedBy(a.signedName);
  doc.y += 26;
  keepTogether(doc, 110);
  rule(doc, doc.y, COLOR.brand);
  doc.y = write(doc, heading, doc.y + 10, { x: LEFT, width: CONTENT_WIDTH }, { size: 12, bold: true, color: COLOR.brand }) + 2;
  doc.y = write(doc, w.acceptedOn(f.dateTime(a.acceptedAt)), doc.y, { x: LEFT, width: CONTENT_WIDTH }, BODY) + 10;
  labelledRows(doc, rows, { x: LEFT, width: CONTENT_WIDTH, labelWidth: 170 }, BODY);
}
