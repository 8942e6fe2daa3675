import type { Locale } from "../../shared/locale";
import type { InvoiceCredit, InvoiceDocument, InvoicePayment } from "../../shared/schemas/invoices";
import { drawItemsTable } from "./items-table";
import { COLOR, CONTENT_WIDTH, LEFT, RIGHT, createDoc, keepTogether, measure, toBuffer, write, writeFooters, type Doc, type TextStyle } from "./layout";
import {
  BODY,
  amountRowHeight,
  drawAmounts,
  drawLetterhead,
  drawParties,
  drawSection,
  drawTitle,
  taxedTotalRows,
  type AmountRow,
  type PdfCompany,
} from "./parts";
import { drawStamp, stampHeight, type Stamp } from "./stamp";
import { pdfLanguage, type PdfLanguage, type PdfWords } from "./words";

// An invoice as a PDF (Letter), laid out like the quote (decision 027): the company, the client,
// the items and taxes, then what was credited and paid, the balance and how to pay it. A paid or
// void invoice carries a stamp beside its amounts. Deterministic like the quote (decision 031).
// Written in the client's language (`locale`), like the quote.

export type InvoicePdfInput = { document: InvoiceDocument; company: PdfCompany; etransferEmail: string | null; locale: Locale };

const VOID_RED = "#b91c1c";
/** A draft has no issue date; its file needs some creation date, and a fixed one keeps its bytes fixed. */
const UNDATED = "2000-01-01";
const AMOUNTS = { width: 320, labelWidth: 206 };
const TITLE_WIDTH = 200;

export async function renderInvoicePdf({ document: d, company, etransferEmail, locale }: InvoicePdfInput): Promise<Buffer> {
  const lang = pdfLanguage(locale);
  const { words: w, format: f } = lang;
  // "Invoice", "Deposit invoice", "Draft invoice"...
  const name = (d.number ? w.invoice.names : w.invoice.draftNames)[d.kind];
  const named = d.number ? `${name} ${d.number}` : name;
  const doc = createDoc({ title: named, author: company.name, subject: d.title, createdOn: d.issueDate ?? UNDATED, lang: lang.tag });
  drawLetterhead(
    doc,
    company,
    d.taxes,
    {
      title: name,
      titleSize: fittingSize(doc, name),
      number: d.number,
      notes: d.quoteNumber ? [w.invoice.forQuote(d.quoteNumber)] : [],
      rows: [
        ...(d.issueDate ? [[w.invoice.issueDate, f.date(d.issueDate)] as const] : []),
        ...(d.dueDate ? [[w.invoice.dueDate, f.date(d.dueDate)] as const] : []),
        [w.invoice.terms, w.invoice.paymentTerms[d.terms]],
        [w.invoice.status, w.invoice.states[d.status]],
      ],
    },
    w,
  );
  if (d.status === "void") drawVoidNotice(doc, d.voidReason, w);
  drawParties(doc, w.invoice.billTo, d, w);
  drawTitle(doc, d.title);
  drawItemsTable(doc, d.lines, lang);
  drawAmountsAndStamp(doc, d, lang);
  if (d.number && d.balanceCents > 0 && (d.status === "outstanding" || d.status === "overdue"))
    drawSection(doc, w.invoice.howToPay, paymentInstructions(d.number, company, etransferEmail, w), BODY);
  if (d.notes) drawSection(doc, w.notes, d.notes, BODY);
  writeFooters(doc, `${company.name} · ${named}`, w.page);
  return toBuffer(doc);
}

/** The largest size up to 24 points at which the title fits its column ("Draft deposit invoice" is long). */
function fittingSize(doc: Doc, title: string): number {
  const font = doc.font("semibold");
  for (let size = 24; size > 14; size -= 1) if (font.fontSize(size).widthOfString(title) <= TITLE_WIDTH) return size;
  return 14;
}

/** Below the letterhead: that the invoice is void, and why. */
function drawVoidNotice(doc: Doc, reason: string | null, { invoice: w }: PdfWords): void {
  const pad = 10;
  const inner = { x: LEFT + pad, width: CONTENT_WIDTH - 2 * pad };
  const heading: TextStyle = { size: 11, bold: true, color: VOID_RED };
  const text = reason ? w.voidReason(reason) : null;
  const height = measure(doc, w.voidNotice, heading, inner.width) + (text ? 3 + measure(doc, text, BODY, inner.width) : 0) + 2 * pad;
  const top = doc.y - 4;
  doc.roundedRect(LEFT, top, CONTENT_WIDTH, height, 4).lineWidth(1).strokeColor(VOID_RED).stroke();
  const y = write(doc, w.voidNotice, top + pad, inner, heading);
  if (text) write(doc, text, y + 3, inner, BODY);
  doc.y = top + height + 18;
}

const creditLabel = (c: InvoiceCredit, { invoice: w }: PdfWords) => (c.kind === "deposit" ? w.depositReceived(c.number) : w.creditNote(c.number, c.reason));

function paymentLabel(p: InvoicePayment, { words: { invoice: w }, format: f }: PdfLanguage): string {
  return [w.paymentReceived(f.date(p.paidOn)), w.paymentMethods[p.method], ...(p.reference ? [w.reference(p.reference)] : [])].join(" · ");
}

function amountRows(d: InvoiceDocument, lang: PdfLanguage): AmountRow[] {
  const { words: w, format: f } = lang;
  const deduction = (label: string, cents: number): AmountRow => ({ label, value: f.money(-cents), style: BODY });
  return [
    ...taxedTotalRows(lang, d, 11),
    ...d.credits.map((c) => deduction(creditLabel(c, w), c.amountCents)),
    // A payment counts for what was not refunded: the refund's credit note is its own row (decision 076).
    ...d.payments.filter((p) => p.amountCents > (p.refundedCents ?? 0)).map((p) => deduction(paymentLabel(p, lang), p.amountCents - (p.refundedCents ?? 0))),
    // A void invoice is owed nothing: its stamp and notice say so.
    ...(d.status === "void"
      ? []
      : [{ label: w.invoice.balanceDue, value: f.money(d.balanceCents), style: { size: 12, bold: true, color: COLOR.brand }, sum: true }]),
  ];
}

function stampOf(d: InvoiceDocument, { words: { invoice: w }, format: f }: PdfLanguage): Stamp | null {
  if (d.status === "void") return { word: w.voidStamp, color: VOID_RED, detail: null };
  if (d.status !== "paid") return null;
  const lastPaid = d.payments
    .map((p) => p.paidOn)
    .sort()
    .at(-1);
  return { word: w.paidStamp, color: COLOR.brand, detail: lastPaid ? f.date(lastPaid) : null };
}

/** The amounts in a column at the right; the stamp, if any, in the empty space on their left. */
function drawAmountsAndStamp(doc: Doc, d: InvoiceDocument, lang: PdfLanguage): void {
  const rows = amountRows(d, lang);
  const heights = rows.map((row) => amountRowHeight(doc, row, AMOUNTS));
  const stamp = stampOf(d, lang);
  doc.y += 14;
  keepTogether(
    doc,
    Math.max(
      heights.reduce((a, b) => a + b, 0),
      stamp ? stampHeight(stamp) : 0,
    ),
  );
  const [top, page] = [doc.y, doc.page];
  if (stamp) drawStamp(doc, stamp, { x: LEFT, width: RIGHT - AMOUNTS.width - LEFT - 16 }, top);
  drawAmounts(doc, rows, AMOUNTS, heights);
  if (stamp && doc.page === page) doc.y = Math.max(doc.y, top + stampHeight(stamp));
}

function paymentInstructions(number: string, company: PdfCompany, etransferEmail: string | null, { invoice: w }: PdfWords): string {
  const etransfer = etransferEmail ? w.payByEtransfer(etransferEmail, number) : w.askForEtransfer(company.phone, company.email, number);
  const portal = `${company.siteUrl.replace(/\/$/, "")}/client-dashboard/invoices`;
  return `${etransfer}\n${w.payInPortal(portal)}`;
}
