import { expect, test } from "vitest";
import { localeFormat } from "../../shared/locale-format";
import type { QuoteLine } from "../../shared/schemas/quotes";
import { asExtracted, pdfPages, pdfText, squash } from "../test/pdf-text";
import { COMPANY, sampleAcceptance, sampleQuote } from "../test/quote-document";
import { renderQuotePdf } from "./quote-pdf";

// A quote for a client who reads French: every fixed word in French, amounts and dates as French
// writes them, what staff typed as entered.

const fr = localeFormat("fr");
const q = sampleQuote({
  province: "QC",
  lines: 3,
  optional: 3,
  chosen: 2,
  version: 2,
  deposit: { kind: "amount", amountCents: 50_000 },
  notes: "Entrée par le quai.",
});
const render = (acceptance: Parameters<typeof renderQuotePdf>[0]["acceptance"] = null) =>
  renderQuotePdf({ document: q, company: COMPANY, acceptance, locale: "fr" });
const row = (l: QuoteLine) => squash(`${l.description}${fr.quantity(l.quantity)}${fr.money(l.unitPriceCents)}${fr.money(l.lineTotalCents)}`);

test("a French quote: French words, TPS and TVQ, French amounts and dates; the staff's texts as typed", async () => {
  const pdf = await render(sampleAcceptance(q, { chosen: 2, channel: "staff" }));
  const pages = await pdfPages(pdf);
  const text = pages.join("\n");
  const [gst, qst] = q.totals.taxes;
  for (const s of [
    "Numéro de TPS/TVH 123456789 RT0001",
    "Numéro de TVQ 1234567890 TQ0001",
    "Soumission\nQ-2026-0042\nVersion 2",
    "Date 23 novembre 2026",
    "Valide jusqu’au 23 décembre 2026",
    "Préparée pour",
    "Adresse du service",
    "Description Qté Prix unitaire Montant",
    `Sous-total ${fr.money(q.totals.subtotalCents)}`,
    `TPS 5 % ${fr.money(gst!.amountCents)}`,
    `TVQ 9,975 % ${fr.money(qst!.amountCents)}`,
    `Total ${fr.money(q.totals.totalCents)}`,
    "Dépôt exigible à l’acceptation 500,00 $",
    "Notes\nEntrée par le quai.",
    "Conditions (version 2026-01)",
    "Acceptée par Amélie Côté\nle 25 novembre 2026 à 13 h 05 (heure d’Ottawa)",
    "Mode d’acceptation Enregistrée par le personnel : Sam Staff",
    // The note staff typed stays as typed.
    "Remarque Accepted by phone on November 25.",
    "Version acceptée 2",
    "Version des conditions 2026-01",
    "SHA-256 du document accepté",
  ])
    expect(text).toContain(asExtracted(s));
  const flat = squash(text);
  expect(flat).toContain(squash("Éléments facultatifs — non compris dans le total, sauf s’ils sont choisis à l’acceptation"));
  expect(flat).toContain(squash("Le sous-total comprend les éléments facultatifs choisis à l’acceptation."));
  for (const line of q.lines) expect(flat).toContain(row(line));
  expect(flat).toContain(squash(q.terms.text));
  expect(flat).toContain(squash(q.title));
  pages.forEach((page, i) => expect(page).toContain(`${COMPANY.name} · Soumission Q-2026-0042 · Version 2 Page ${i + 1} de ${pages.length}`));
  for (const s of [
    "Quote",
    "Subtotal",
    "Valid until",
    "Prepared for",
    "GST",
    "QST",
    "Deposit due",
    "Accepted by Amélie",
    "Ottawa time",
    "Page 1 of",
    "$1",
    "Optional items",
  ])
    expect(text).not.toContain(s);
  expect(Buffer.from(pdf).toString("latin1")).toContain("/Lang (fr-CA)");
});

test("a one-time line is tagged « Unique » in French", async () => {
  const once = { ...q, lines: q.lines.map((l, i) => (i === 0 ? { ...l, oneTime: true } : l)) };
  const text = await pdfText(await renderQuotePdf({ document: once, company: COMPANY, acceptance: null, locale: "fr" }));
  expect(squash(text)).toContain(`${row(once.lines[0]!)}Unique`);
  expect(text.match(/Unique/g)).toHaveLength(1);
  expect(text).not.toContain("One-time");
});

test("accepted in the portal, with no optional item chosen, and the same French quote gives the same bytes", async () => {
  const text = (await pdfPages(await render({ ...sampleAcceptance(q), optionalLineIds: [] }))).join("\n");
  expect(text).toContain("Mode d’acceptation En ligne, dans le portail client");
  expect(text).toContain("Éléments facultatifs choisis Aucun");
  const [a, b] = [await render(), await render()];
  expect(a.equals(b)).toBe(true);
  const english = await renderQuotePdf({ document: q, company: COMPANY, acceptance: null, locale: "en" });
  expect(english.toString("latin1")).toContain("/Lang (en-CA)");
  expect((await pdfPages(english)).join("\n")).toContain("Quote date November 23, 2026");
});
