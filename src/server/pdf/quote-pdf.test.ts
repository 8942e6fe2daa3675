import { createHash } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, test } from "vitest";
import type { QuoteDocument, QuoteLine } from "../../shared/schemas/quotes";
import { COMPANY, sampleAcceptance, sampleQuote } from "../test/quote-document";
import { pdfFormat } from "./format";
import { renderQuotePdf, type QuotePdfInput } from "./quote-pdf";
import { pdfLanguage } from "./words";

/** The text of each page, as a PDF reader extracts it. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

const { money: formatMoney, quantity: formatQuantity } = pdfFormat("en");
const OPTIONAL_HEADING = pdfLanguage("en").words.quote.optionalHeading;

// Wrapped text comes back with line breaks where the lines end: compare without any white space.
const squash = (s: string) => s.replace(/\s+/g, "");
const row = (l: QuoteLine) => squash(`${l.description}${formatQuantity(l.quantity)}${formatMoney(l.unitPriceCents)}${formatMoney(l.lineTotalCents)}`);
const render = (document: QuoteDocument, acceptance: QuotePdfInput["acceptance"] = null) =>
  renderQuotePdf({ document, company: COMPANY, acceptance, locale: "en" });

describe("an Ontario quote", () => {
  const q = sampleQuote({ province: "ON", lines: 5, deposit: { kind: "percent", percent: 25 }, notes: "Use the loading dock entrance." });

  test("carries the company, the client, the dates, every line, HST, the totals, the deposit and the terms", async () => {
    const pages = await pagesOf(await render(q));
    const text = pages.join("\n");
    for (const s of [COMPANY.name, COMPANY.legalName, COMPANY.email, COMPANY.phone, "maplecrestcleaning.ca", "GST/HST No. 123456789 RT0001"])
      expect(text).toContain(s);
    for (const s of ["Quote", "Q-2026-0042", "Quote date November 23, 2026", "Valid until December 23, 2026", q.title]) expect(text).toContain(s);
    for (const s of ["Jane Doe", "jane@example.com", "613-555-0100", "1234 Bank Street, Suite 200, Ottawa, ON K1S 3Y5"]) expect(text).toContain(s);
    expect(text).toContain("Description Qty Unit price Amount");
    for (const line of q.lines) expect(squash(text)).toContain(row(line));
    expect(q.totals.taxes).toHaveLength(1);
    expect(text).toContain(`Subtotal ${formatMoney(q.totals.subtotalCents)}`);
    expect(text).toContain(`HST 13% ${formatMoney(q.totals.taxes[0]!.amountCents)}`);
    expect(text).toContain(`Total ${formatMoney(q.totals.totalCents)}`);
    expect(text).toContain(`Deposit due on acceptance ${formatMoney(q.totals.depositCents)}`);
    expect(text).toContain("Notes\nUse the loading dock entrance.");
    expect(text).toContain("Terms (version 2026-01)");
    expect(squash(text)).toContain(squash(q.terms.text));
    expect(text).toContain(`Page 1 of ${pages.length}`);
    // Not accepted: no acceptance block; version 1 is not named; no optional section, no QST.
    for (const s of ["Accepted by", "SHA-256", "Version", OPTIONAL_HEADING, "QST"]) expect(text).not.toContain(s);
  });

  test("shows no deposit when none is asked, and no tax number the quote does not have", async () => {
    const plain = sampleQuote({ province: "ON", lines: 2 });
    const noNumber = { ...plain, totals: { ...plain.totals, taxes: plain.totals.taxes.map((t) => ({ ...t, registrationNumber: null })) } };
    const [text] = await pagesOf(await render(noNumber));
    expect(text).not.toContain("Deposit");
    expect(text).not.toContain("GST/HST No.");
  });
});

describe("a Quebec quote", () => {
  const q = sampleQuote({ province: "QC", lines: 3, optional: 3, chosen: 2, version: 2, deposit: { kind: "amount", amountCents: 50_000 } });

  test("lists GST and QST with their numbers, and the optional items in their own section", async () => {
    const text = (await pagesOf(await render(q))).join("\n");
    expect(text).toContain("GST/HST No. 123456789 RT0001");
    expect(text).toContain("QST No. 1234567890 TQ0001");
    expect(text).toContain("Version 2");
    expect(text).toContain("Amélie Côté");
    expect(text).toContain("25 rue Laurier, Gatineau, QC J8X 3V9");
    const [gst, qst] = q.totals.taxes;
    expect(text).toContain(`GST 5% ${formatMoney(gst!.amountCents)}`);
    expect(text).toContain(`QST 9.975% ${formatMoney(qst!.amountCents)}`);
    expect(text).toContain(`Total ${formatMoney(q.totals.totalCents)}`);
    expect(text).toContain("Deposit due on acceptance $500.00");
    expect(text).not.toContain("HST 13%");
    const flat = squash(text);
    const optionalAt = flat.indexOf(squash(OPTIONAL_HEADING));
    expect(optionalAt).toBeGreaterThan(0);
    for (const line of q.lines) {
      const at = flat.indexOf(row(line));
      expect(at).toBeGreaterThan(0);
      expect(at > optionalAt).toBe(line.optional);
    }
    expect(text).not.toContain("Accepted by");
  });

  test("once accepted, carries who accepted, when, how, which version, the items chosen and the document's SHA-256", async () => {
    const staff = sampleAcceptance(q, { chosen: 2, channel: "staff" });
    const text = (await pagesOf(await render(q, staff))).join("\n");
    expect(text).toContain("Accepted by Amélie Côté\non November 25, 2026 at 1:05 PM (Ottawa time)");
    expect(text).toContain("Channel Recorded by staff: Sam Staff");
    expect(text).toContain("Note Accepted by phone on November 25.");
    expect(text).toContain("Version accepted 2");
    expect(text).toContain("Terms version 2026-01");
    const [first, second] = q.lines.filter((l) => l.optional);
    expect(squash(text)).toContain(squash(`Optional items chosen ${first!.description} (${formatMoney(first!.lineTotalCents)}) ${second!.description}`));
    expect(text).toContain(`SHA-256 of the document accepted ${staff.pdfSha256}`);
    expect(text).toContain("The subtotal includes the optional items chosen when accepting.");

    const portal = (await pagesOf(await render(q, { ...sampleAcceptance(q), optionalLineIds: [] }))).join("\n");
    expect(portal).toContain("Channel Online in the client portal");
    expect(portal).toContain("Optional items chosen None");
    expect(portal).not.toContain("Note ");
    expect(portal).not.toContain("The subtotal includes");
  });
});

test("a one-time line carries a One-time tag under its description, in the items and the optional items; the other lines none", async () => {
  const base = sampleQuote({ province: "ON", lines: 3, optional: 2 });
  // The second line and the first optional item are billed once; the first line says nothing (saved before the flag).
  const q = { ...base, lines: base.lines.map((l, i) => (i === 1 || i === 3 ? { ...l, oneTime: true } : i === 2 ? { ...l, oneTime: false } : l)) };
  const text = (await pagesOf(await render(q))).join("\n");
  const flat = squash(text);
  for (const [i, line] of q.lines.entries()) {
    const at = flat.indexOf(row(line));
    expect(at).toBeGreaterThan(0);
    // The tag follows its row's numbers, before the next row.
    expect(flat.startsWith("One-time", at + row(line).length), line.description).toBe(i === 1 || i === 3);
  }
  expect(text.match(/One-time/g)).toHaveLength(2);
  // A quote without one-time lines is drawn as before: the flag set false changes no byte.
  const none = { ...base, lines: base.lines.map((l) => ({ ...l, oneTime: false })) };
  expect((await render(none)).equals(await render(base))).toBe(true);
});

test("the same quote gives the same bytes, whether its words were shaped before or not, and any change gives others", async () => {
  const base = sampleQuote({ province: "QC", lines: 4, optional: 1 });
  // Words no other test lays out: the first render shapes them, the second reuses the shapes.
  const q = { ...base, title: "Quokka zephyr wharf", lines: base.lines.map((l, i) => ({ ...l, description: `${l.description} — xylophone ${i}` })) };
  const [a, b] = [await render(q), await render(structuredClone(q))];
  expect(a.equals(b)).toBe(true);
  const sha = (pdf: Buffer) => createHash("sha256").update(pdf).digest("hex");
  expect(sha(await render({ ...q, title: `${q.title}.` }))).not.toBe(sha(a));
  expect(sha(await render(q, sampleAcceptance(q)))).not.toBe(sha(a));
});

test("a 60-line quote runs over several pages: each row whole on one page, the header row on each, every line once", async () => {
  const q = sampleQuote({ province: "ON", lines: 60 });
  const pages = await pagesOf(await render(q));
  expect(pages.length).toBeGreaterThan(2);
  pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  const tablePages = pages.filter((p) => q.lines.some((l) => squash(p).includes(row(l))));
  for (const page of tablePages) expect(page).toContain("Description Qty Unit price Amount");
  const flat = squash(pages.join("\n"));
  let from = 0;
  for (const line of q.lines) {
    expect(pages.filter((p) => squash(p).includes(row(line)))).toHaveLength(1);
    const at = flat.indexOf(row(line), from);
    expect(at).toBeGreaterThanOrEqual(from); // in order
    from = at;
  }
  expect(pages.at(-1)).toContain(`Total ${formatMoney(q.totals.totalCents)}`);
});
