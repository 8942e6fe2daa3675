import { createHash } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import type { InvoiceDocument, InvoiceLine } from "../../shared/schemas/invoices";
import { sampleInvoice, samplePayment } from "../test/invoice-document";
import { COMPANY } from "../test/quote-document";
import { pdfFormat } from "./format";
import { renderInvoicePdf } from "./invoice-pdf";

/** The text of each page, as a PDF reader extracts it. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

const { money: formatMoney, quantity: formatQuantity } = pdfFormat("en");

// Wrapped text comes back with line breaks where the lines end: compare without any white space.
const squash = (s: string) => s.replace(/\s+/g, "");
const row = (l: InvoiceLine) => squash(`${l.description}${formatQuantity(l.quantity)}${formatMoney(l.unitPriceCents)}${formatMoney(l.lineTotalCents)}`);
const ETRANSFER = "pay@maplecrestcleaning.ca";
const render = (document: InvoiceDocument, etransferEmail: string | null = ETRANSFER) =>
  renderInvoicePdf({ document, company: COMPANY, etransferEmail, locale: "en" });
const textOf = async (document: InvoiceDocument, etransferEmail: string | null = ETRANSFER) =>
  (await pagesOf(await render(document, etransferEmail))).join("\n");

/** Where each of `parts` is in `text` (white space ignored), failing if one is missing. */
function positions(text: string, parts: string[]): number[] {
  const flat = squash(text);
  return parts.map((part) => {
    const at = flat.indexOf(squash(part));
    expect(at, part).toBeGreaterThanOrEqual(0);
    return at;
  });
}

const PORTAL = "You can also pay in the client portal at https://maplecrestcleaning.ca/client-dashboard/invoices";
const CREDIT_NOTE = { kind: "credit_note" as const, number: "C-2026-0001", amountCents: 7_500, reason: "Window cleaning on November 12 was cut short by rain" };
const DEPOSIT = { kind: "deposit" as const, number: "F-2026-0003", amountCents: 120_000, reason: "Deposit" };

describe("an Ontario invoice with a payment and credits", () => {
  const inv = sampleInvoice({
    province: "ON",
    lines: 20,
    payments: [samplePayment(50_000)],
    credits: [CREDIT_NOTE, DEPOSIT],
    notes: "Please use the loading dock entrance.",
  });

  test("carries the company, the client, the dates, every line, HST, the total, the credits, the payment and the balance", async () => {
    const pages = await pagesOf(await render(inv));
    const text = pages.join("\n");
    for (const s of [COMPANY.name, COMPANY.legalName, COMPANY.email, COMPANY.phone, "maplecrestcleaning.ca", "GST/HST No. 123456789 RT0001"])
      expect(text).toContain(s);
    expect(text).toContain("Invoice\nF-2026-0001");
    for (const s of ["Issue date November 24, 2026", "Due date December 9, 2026", "Payment terms Net 15 days", "Status Outstanding", inv.title])
      expect(text).toContain(s);
    for (const s of ["Bill to", "Jane Doe", "jane@example.com", "613-555-0100", "1234 Bank Street, Suite 200, Ottawa, ON K1S 3Y5"]) expect(text).toContain(s);
    for (const line of inv.lines) expect(squash(text)).toContain(row(line));
    expect(inv.balanceCents).toBe(inv.totalCents - 50_000 - 7_500 - 120_000);
    // In the order they add up: the total, what is taken off it, what is left.
    const order = positions(text, [
      `Subtotal ${formatMoney(inv.subtotalCents)}`,
      `HST 13% ${formatMoney(inv.taxes[0]!.amountCents)}`,
      `Total ${formatMoney(inv.totalCents)}`,
      "Credit note C-2026-0001: Window cleaning on November 12 was cut short by rain -$75.00",
      "Deposit received (F-2026-0003) -$1,200.00",
      "Payment received on November 30, 2026 · Interac e-Transfer · Ref. CA7Y3K9Q -$500.00",
      `Balance due ${formatMoney(inv.balanceCents)}`,
      `Pay by Interac e-Transfer to ${ETRANSFER}, with the invoice number F-2026-0001 as the message.`,
      PORTAL,
      "Notes Please use the loading dock entrance.",
    ]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const s of ["PAID", "VOID", "QST", "Deposit invoice", "For quote", "Draft"]) expect(text).not.toContain(s);
    expect(pages).toHaveLength(2);
    pages.forEach((page, i) => expect(page).toContain(`${COMPANY.name} · Invoice F-2026-0001 Page ${i + 1} of 2`));
  });

  test("without an e-Transfer address, tells the client to ask the company; once overdue, still says how to pay", async () => {
    const text = await textOf({ ...inv, status: "overdue" }, null);
    expect(text).toContain("Status Overdue");
    expect(squash(text)).toContain(
      squash(
        "To pay by Interac e-Transfer, contact us at 613-555-0142 or info@maplecrestcleaning.ca for the details, and give the invoice number F-2026-0001.",
      ),
    );
    expect(squash(text)).toContain(squash(PORTAL));
    expect(text).not.toContain("Pay by Interac e-Transfer to");
  });
});

test("payment terms read as on receipt, net 15 days or net 30 days, and a payment without a reference has none", async () => {
  const onReceipt = await textOf(sampleInvoice({ terms: "on_receipt", payments: [samplePayment(1_000, "cheque", null)] }));
  expect(onReceipt).toContain("Payment terms On receipt");
  expect(onReceipt).toContain("Due date November 24, 2026");
  expect(squash(onReceipt)).toContain(squash("Payment received on November 30, 2026 · Cheque -$10.00"));
  expect(onReceipt).not.toContain("Ref.");
  expect(await textOf(sampleInvoice({ terms: "net_30" }))).toContain("Payment terms Net 30 days");
  for (const method of ["card", "cash", "other"] as const) {
    const words = { card: "Card", cash: "Cash", other: "Other" }[method];
    expect(squash(await textOf(sampleInvoice({ payments: [samplePayment(1_000, method, "X-1")] })))).toContain(squash(`· ${words} · Ref. X-1 -$10.00`));
  }
});

test("a paid Quebec deposit invoice: GST and QST with their numbers, the quote it is for, a PAID stamp and nothing to pay", async () => {
  const unpaid = sampleInvoice({ province: "QC", lines: 1, kind: "deposit", number: "F-2026-0007" });
  const inv = sampleInvoice({
    province: "QC",
    lines: 1,
    kind: "deposit",
    number: "F-2026-0007",
    payments: [samplePayment(unpaid.totalCents, "card", null, "2026-11-25")],
  });
  expect(inv.status).toBe("paid");
  const text = await textOf(inv);
  expect(text).toContain("Deposit invoice\nF-2026-0007\nFor quote Q-2026-0042");
  for (const s of ["GST/HST No. 123456789 RT0001", "QST No. 1234567890 TQ0001", "Amélie Côté", "25 rue Laurier, Gatineau, QC J8X 3V9", "Status Paid"])
    expect(text).toContain(s);
  const [gst, qst] = inv.taxes;
  positions(text, [
    `GST 5% ${formatMoney(gst!.amountCents)}`,
    `QST 9.975% ${formatMoney(qst!.amountCents)}`,
    `Total ${formatMoney(inv.totalCents)}`,
    `Payment received on November 25, 2026 · Card -${formatMoney(inv.totalCents)}`,
    "Balance due $0.00",
  ]);
  // The stamp: its word and the day of the last payment.
  expect(squash(text)).toContain("PAIDNovember25,2026");
  expect(text).toContain(`${COMPANY.name} · Deposit invoice F-2026-0007`);
  for (const s of ["How to pay", "e-Transfer", "client portal", "VOID", "HST 13%"]) expect(text).not.toContain(s);
});

test("a void invoice: a VOID stamp and the reason below the header, no balance and no way to pay", async () => {
  const reason = "Billed to the wrong client; replaced by F-2026-0009.";
  const text = await textOf(sampleInvoice({ number: "F-2026-0008", status: "void", voidReason: reason, payments: [samplePayment(2_000)] }));
  expect(text).toContain("Status Void");
  const [notice, billTo] = positions(text, [`This invoice is void Reason: ${reason}`, "Bill to"]);
  expect(notice).toBeLessThan(billTo!);
  expect(text).toContain("VOID");
  expect(squash(text)).toContain(squash("Payment received on November 30, 2026 · Interac e-Transfer · Ref. CA7Y3K9Q -$20.00"));
  for (const s of ["Balance due", "How to pay", "PAID"]) expect(text).not.toContain(s);
});

test("a stamp leaves all other text clear: nothing else is written within its reach", async () => {
  const unpaid = sampleInvoice({ lines: 6 });
  const paid = sampleInvoice({ lines: 6, payments: [samplePayment(unpaid.totalCents)] });
  const voided = sampleInvoice({ lines: 6, status: "void", voidReason: "Duplicate." });
  for (const [inv, word] of [
    [paid, "PAID"],
    [voided, "VOID"],
  ] as const) {
    const pdf = await getDocumentProxy(new Uint8Array(await render(inv)));
    const items = (await (await pdf.getPage(pdf.numPages)).getTextContent()).items.flatMap((i) =>
      "str" in i && i.str.trim() ? [{ text: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width }] : [],
    );
    const stamp = items.find((i) => i.text === word)!;
    expect(stamp, word).toBeDefined();
    // The frame is 150 points wide and under 90 high, turned 10 degrees about its centre.
    const reach = { left: stamp.x + stamp.width / 2 - 90, right: stamp.x + stamp.width / 2 + 90, bottom: stamp.y - 60, top: stamp.y + 60 };
    const near = items.filter((i) => i !== stamp && i.x < reach.right && i.x + i.width > reach.left && i.y > reach.bottom && i.y < reach.top);
    expect(near.map((i) => i.text)).toEqual(word === "PAID" ? ["November 30, 2026"] : []);
  }
});

test("a draft says so, with no number, no dates and no payment instructions", async () => {
  const text = await textOf(sampleInvoice({ number: null }));
  expect(text).toContain("Draft invoice");
  expect(text).toContain("Status Draft");
  expect(text).toContain(`${COMPANY.name} · Draft invoice Page 1 of 1`);
  for (const s of ["F-20", "Issue date", "Due date", "How to pay", "PAID", "VOID"]) expect(text).not.toContain(s);
  expect(await textOf(sampleInvoice({ number: null, kind: "deposit" }))).toContain("Draft deposit invoice");
});

test("a 30-line invoice runs over pages: numbered, the header row on each table page, every line once and in order, the balance at the end", async () => {
  const inv = sampleInvoice({ lines: 30 });
  const pages = await pagesOf(await render(inv));
  expect(pages.length).toBeGreaterThanOrEqual(2);
  pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  const tablePages = pages.filter((p) => inv.lines.some((l) => squash(p).includes(row(l))));
  expect(tablePages.length).toBeGreaterThanOrEqual(2);
  for (const page of tablePages) expect(page).toContain("Description Qty Unit price Amount");
  const flat = squash(pages.join("\n"));
  let from = 0;
  for (const line of inv.lines) {
    expect(pages.filter((p) => squash(p).includes(row(line)))).toHaveLength(1);
    const at = flat.indexOf(row(line), from);
    expect(at).toBeGreaterThanOrEqual(from);
    from = at;
  }
  expect(pages.at(-1)).toContain(`Balance due ${formatMoney(inv.totalCents)}`);
  expect(pages.filter((p) => p.includes("Balance due"))).toHaveLength(1);
});

test("the same invoice gives the same bytes, and any change gives others", async () => {
  const inv = sampleInvoice({ province: "QC", lines: 4, payments: [samplePayment(10_000)], credits: [CREDIT_NOTE], notes: "Zephyr quokka wharf." });
  const [a, b] = [await render(inv), await render(structuredClone(inv))];
  expect(a.equals(b)).toBe(true);
  const sha = (pdf: Buffer) => createHash("sha256").update(pdf).digest("hex");
  expect(sha(await render({ ...inv, notes: "Zephyr quokka wharf!" }))).not.toBe(sha(a));
  expect(sha(await render(inv, "other@maplecrestcleaning.ca"))).not.toBe(sha(a));
  expect(sha(await render({ ...inv, status: "paid", balanceCents: 0 }))).not.toBe(sha(a));
  const draft = sampleInvoice({ number: null });
  expect((await render(draft)).equals(await render(structuredClone(draft)))).toBe(true);
});
