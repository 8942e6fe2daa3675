import { formatRate } from "../../shared/billing/tax";
import type { InvoiceCredit, InvoiceDocument, InvoicePayment } from "../../shared/schemas/invoices";
import { formatCalendarDate, formatMoney } from "./format";
import { INVOICE_STATE_WORDS, PAYMENT_METHOD_WORDS, PAYMENT_TERMS_WORDS } from "./invoice-words";
import { drawItemsTable } from "./items-table";
import { COLOR, CONTENT_WIDTH, LEFT, RIGHT, createDoc, keepTogether, measure, toBuffer, write, writeFooters, type Doc, type TextStyle } from "./layout";
import { BODY, amountRowHeight, drawAmounts, drawLetterhead, drawParties, drawSection, type AmountRow, type PdfCompany } from "./parts";
import { drawStamp, stampHeight, type Stamp } from "./stamp";

// An invoice as a PDF (Letter), laid out like the quote (decision 027): the company, the client,
// the items and taxes, then what was credited and paid, the balance and how to pay it. A paid or
// void invoice carries a stamp beside its amounts. Deterministic like the quote (decision 031).

export type InvoicePdfInput = { document: InvoiceDocument; company: PdfCompany; etransferEmail: string | null };

const VOID_RED = "#b91c1c";
/** A draft has no issue date; its file needs some creation date, and a fixed one keeps its bytes fixed. */
const UNDATED = "2000-01-01";
const AMOUNTS = { width: 320, labelWidth: 206 };
const TITLE_WIDTH = 200;

/** "Invoice", "Deposit invoice", "Draft invoice"... */
function documentName(d: InvoiceDocument): string {
  const name = d.kind === "deposit" ? "Deposit invoice" : "Invoice";
  return d.number ? name : `Draft ${name.toLowerCase()}`;
}

export async function renderInvoicePdf({ document: d, company, etransferEmail }: InvoicePdfInput): Promise<Buffer> {
  const name = documentName(d);
  const named = d.number ? `${name} ${d.number}` : name;
  const doc = createDoc({ title: named, author: company.name, subject: d.title, createdOn: d.issueDate ?? UNDATED });
  drawLetterhead(doc, company, d.taxes, {
    title: name,
    titleSize: fittingSize(doc, name),
    number: d.number,
    notes: d.quoteNumber ? [`For quote ${d.quoteNumber}`] : [],
    rows: [
      ...(d.issueDate ? [["Issue date", formatCalendarDate(d.issueDate)] as const] : []),
      ...(d.dueDate ? [["Due date", formatCalendarDate(d.dueDate)] as const] : []),
      ["Payment terms", PAYMENT_TERMS_WORDS[d.terms]],
      ["Status", INVOICE_STATE_WORDS[d.status]],
    ],
  });
  if (d.status === "void") drawVoidNotice(doc, d.voidReason);
  drawParties(doc, "Bill to", d);
  doc.y = write(doc, d.title, doc.y, { x: LEFT, width: CONTENT_WIDTH }, { size: 14, bold: true }) + 10;
  drawItemsTable(doc, d.lines);
  drawAmountsAndStamp(doc, d);
  if (d.number && d.balanceCents > 0 && (d.status === "outstanding" || d.status === "overdue"))
    drawSection(doc, "How to pay", paymentInstructions(d.number, company, etransferEmail), BODY);
  if (d.notes) drawSection(doc, "Notes", d.notes, BODY);
  writeFooters(doc, `${company.name} · ${named}`);
  return toBuffer(doc);
}

/** The largest size up to 24 points at which the title fits its column ("Draft deposit invoice" is long). */
function fittingSize(doc: Doc, title: string): number {
  const font = doc.font("semibold");
  for (let size = 24; size > 14; size -= 1) if (font.fontSize(size).widthOfString(title) <= TITLE_WIDTH) return size;
  return 14;
}

/** Below the letterhead: that the invoice is void, and why. */
function drawVoidNotice(doc: Doc, reason: string | null): void {
  const pad = 10;
  const inner = { x: LEFT + pad, width: CONTENT_WIDTH - 2 * pad };
  const heading: TextStyle = { size: 11, bold: true, color: VOID_RED };
  const text = reason ? `Reason: ${reason}` : null;
  const height = measure(doc, "This invoice is void", heading, inner.width) + (text ? 3 + measure(doc, text, BODY, inner.width) : 0) + 2 * pad;
  const top = doc.y - 4;
  doc.roundedRect(LEFT, top, CONTENT_WIDTH, height, 4).lineWidth(1).strokeColor(VOID_RED).stroke();
  const y = write(doc, "This invoice is void", top + pad, inner, heading);
  if (text) write(doc, text, y + 3, inner, BODY);
  doc.y = top + height + 18;
}

const creditLabel = (c: InvoiceCredit) => (c.kind === "deposit" ? `Deposit received (${c.number})` : `Credit note ${c.number}: ${c.reason}`);

function paymentLabel(p: InvoicePayment): string {
  return [`Payment received on ${formatCalendarDate(p.paidOn)}`, PAYMENT_METHOD_WORDS[p.method], ...(p.reference ? [`Ref. ${p.reference}`] : [])].join(" · ");
}

function amountRows(d: InvoiceDocument): AmountRow[] {
  const deduction = (label: string, cents: number): AmountRow => ({ label, value: formatMoney(-cents), style: BODY });
  return [
    { label: "Subtotal", value: formatMoney(d.subtotalCents), style: BODY },
    ...d.taxes.map((tax): AmountRow => ({ label: `${tax.code} ${formatRate(tax.rate)}`, value: formatMoney(tax.amountCents), style: BODY })),
    { label: "Total", value: formatMoney(d.totalCents), style: { size: 11, bold: true }, sum: true },
    ...d.credits.map((c) => deduction(creditLabel(c), c.amountCents)),
    ...d.payments.map((p) => deduction(paymentLabel(p), p.amountCents)),
    // A void invoice is owed nothing: its stamp and notice say so.
    ...(d.status === "void"
      ? []
      : [{ label: "Balance due", value: formatMoney(d.balanceCents), style: { size: 12, bold: true, color: COLOR.brand }, sum: true }]),
  ];
}

function stampOf(d: InvoiceDocument): Stamp | null {
  if (d.status === "void") return { word: "VOID", color: VOID_RED, detail: null };
  if (d.status !== "paid") return null;
  const lastPaid = d.payments
    .map((p) => p.paidOn)
    .sort()
    .at(-1);
  return { word: "PAID", color: COLOR.brand, detail: lastPaid ? formatCalendarDate(lastPaid) : null };
}

/** The amounts in a column at the right; the stamp, if any, in the empty space on their left. */
function drawAmountsAndStamp(doc: Doc, d: InvoiceDocument): void {
  const rows = amountRows(d);
  const heights = rows.map((row) => amountRowHeight(doc, row, AMOUNTS));
  const stamp = stampOf(d);
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

function paymentInstructions(number: string, company: PdfCompany, etransferEmail: string | null): string {
  const etransfer = etransferEmail
    ? `Pay by Interac e-Transfer to ${etransferEmail}, with the invoice number ${number} as the message.`
    : `To pay by Interac e-Transfer, contact us at ${company.phone} or ${company.email} for the details, and give the invoice number ${number}.`;
  const portal = `${company.siteUrl.replace(/\/$/, "")}/client-dashboard/invoices`;
  return `${etransfer}\nYou can also pay in the client portal at ${portal}`;
}
