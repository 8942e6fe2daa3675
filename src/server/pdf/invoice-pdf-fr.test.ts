import { expect, test } from "vitest";
import { localeFormat } from "../../shared/locale-format";
import type { InvoiceDocument, InvoiceLine } from "../../shared/schemas/invoices";
import { sampleInvoice, samplePayment } from "../test/invoice-document";
import { asExtracted, pdfPages, pdfText, squash } from "../test/pdf-text";
import { COMPANY } from "../test/quote-document";
import { renderInvoicePdf } from "./invoice-pdf";

// An invoice for a client who reads French: every fixed word in French, TPS, TVH and TVQ, amounts
// and dates as French writes them, what staff typed as entered.

const fr = localeFormat("fr");
const render = (document: InvoiceDocument, etransferEmail: string | null = "paiement@maplecrestcleaning.ca") =>
  renderInvoicePdf({ document, company: COMPANY, etransferEmail, locale: "fr" });
const row = (l: InvoiceLine) => squash(`${l.description}${fr.quantity(l.quantity)}${fr.money(l.unitPriceCents)}${fr.money(l.lineTotalCents)}`);
const CREDIT_NOTE = { kind: "credit_note" as const, number: "C-2026-0001", amountCents: 7_500, reason: "Lavage des vitres écourté par la pluie" };
const DEPOSIT = { kind: "deposit" as const, number: "F-2026-0003", amountCents: 120_000, reason: "Deposit" };

test("an outstanding Quebec invoice in French: the header, the table, TPS and TVQ, the credits, the payment, the balance, how to pay", async () => {
  const inv = sampleInvoice({ province: "QC", lines: 4, payments: [samplePayment(50_000)], credits: [CREDIT_NOTE, DEPOSIT], notes: "Please ring twice." });
  const pdf = await render(inv);
  const pages = await pdfPages(pdf);
  const text = pages.join("\n");
  const [gst, qst] = inv.taxes;
  for (const s of [
    "Numéro de TPS/TVH 123456789 RT0001",
    "Numéro de TVQ 1234567890 TQ0001",
    "Facture\nF-2026-0001",
    "Date 24 novembre 2026",
    "Échéance 9 décembre 2026",
    "Conditions Net 15 jours",
    "État À payer",
    "Facturer à",
    "Adresse du service",
    "Description Qté Prix unitaire Montant",
    `Sous-total ${fr.money(inv.subtotalCents)}`,
    `TPS 5 % ${fr.money(gst!.amountCents)}`,
    `TVQ 9,975 % ${fr.money(qst!.amountCents)}`,
    `Total ${fr.money(inv.totalCents)}`,
    "Dépôt reçu (F-2026-0003) -1 200,00 $",
    `Solde à payer ${fr.money(inv.balanceCents)}`,
  ])
    expect(text).toContain(asExtracted(s));
  const flat = squash(text);
  for (const s of [
    "Note de crédit C-2026-0001 : Lavage des vitres écourté par la pluie -75,00 $",
    "Paiement reçu le 30 novembre 2026 · Virement Interac · Réf. CA7Y3K9Q -500,00 $",
    "Comment payer",
    "Payez par virement Interac à paiement@maplecrestcleaning.ca, en indiquant le numéro de facture F-2026-0001 comme message.",
    "Vous pouvez aussi payer dans le portail client : https://maplecrestcleaning.ca/client-dashboard/invoices",
    // Typed by staff: as entered.
    "Notes Please ring twice.",
    inv.title,
  ])
    expect(flat).toContain(squash(s));
  for (const line of inv.lines) expect(flat).toContain(row(line));
  pages.forEach((page, i) => expect(page).toContain(`${COMPANY.name} · Facture F-2026-0001 Page ${i + 1} de ${pages.length}`));
  for (const s of ["Invoice", "Subtotal", "Balance due", "Bill to", "GST", "QST", "Payment terms", "How to pay", "e-Transfer", "Page 1 of", "$1"])
    expect(text).not.toContain(s);
  expect(pdf.toString("latin1")).toContain("/Lang (fr-CA)");
});

test("an Ontario invoice in French names HST TVH; without an e-Transfer address, it says whom to ask; overdue reads En retard", async () => {
  const inv = sampleInvoice({ province: "ON", terms: "net_30", status: "overdue" });
  const text = await pdfText(await render(inv, null));
  expect(text).toContain(asExtracted(`TVH 13 % ${fr.money(inv.taxes[0]!.amountCents)}`));
  expect(text).toContain("Conditions Net 30 jours");
  expect(text).toContain("État En retard");
  expect(squash(text)).toContain(
    squash(
      "Pour payer par virement Interac, communiquez avec nous au 613-555-0142 ou à info@maplecrestcleaning.ca pour obtenir les détails, et indiquez le numéro de facture F-2026-0001.",
    ),
  );
  expect(text).not.toContain("HST");
});

test("a paid deposit invoice in French: its names, the quote it is for, terms on receipt and a PAYÉE stamp dated in French", async () => {
  const unpaid = sampleInvoice({ province: "QC", lines: 1, kind: "deposit", number: "F-2026-0007", terms: "on_receipt" });
  const inv = sampleInvoice({
    province: "QC",
    lines: 1,
    kind: "deposit",
    number: "F-2026-0007",
    terms: "on_receipt",
    payments: [samplePayment(unpaid.totalCents, "card", null, "2026-12-01")],
  });
  const text = await pdfText(await render(inv));
  expect(text).toContain("Facture de dépôt\nF-2026-0007\nPour la soumission Q-2026-0042");
  expect(text).toContain("Conditions Payable sur réception");
  expect(text).toContain("État Payée");
  expect(squash(text)).toContain(squash(`Paiement reçu le 1er décembre 2026 · Carte -${fr.money(inv.totalCents)}`));
  expect(squash(text)).toContain(squash("PAYÉE 1er décembre 2026"));
  expect(text).toContain(`${COMPANY.name} · Facture de dépôt F-2026-0007`);
  for (const s of ["PAID", "Comment payer", "Deposit invoice"]) expect(text).not.toContain(s);
});

test("a void invoice and a draft in French", async () => {
  const voided = await pdfText(await render(sampleInvoice({ status: "void", voidReason: "Doublon.", payments: [samplePayment(2_000, "cheque", null)] })));
  expect(voided).toContain("État Annulée");
  expect(squash(voided)).toContain(squash("Cette facture est annulée Motif : Doublon."));
  expect(squash(voided)).toContain(squash("Paiement reçu le 30 novembre 2026 · Chèque -20,00 $"));
  expect(voided).toContain("ANNULÉE");
  for (const s of ["VOID", "Solde à payer"]) expect(voided).not.toContain(s);

  const draft = await pdfText(await render(sampleInvoice({ number: null, kind: "deposit" })));
  expect(draft).toContain("Brouillon de facture de dépôt");
  expect(draft).toContain("État Brouillon");
  expect(draft).toContain(`${COMPANY.name} · Brouillon de facture de dépôt Page 1 de 1`);
  expect(await pdfText(await render(sampleInvoice({ number: null })))).toContain("Brouillon de facture");
});

test("a French document's text reads back right whatever the process shaped before it (accented capitals, ’)", async () => {
  // Shaping « É » and « ’ » once left glyphs without their characters, which shifted a later
  // document's text: « En retard » read « 0n retard ».
  await render(sampleInvoice({ province: "QC", lines: 4, payments: [samplePayment(50_000)], credits: [CREDIT_NOTE], notes: "Échéance d’hiver." }));
  const text = await pdfText(await render(sampleInvoice({ status: "overdue" })));
  expect(text).toContain("État En retard");
  expect(text).toContain("Échéance 9 décembre 2026");
  expect(squash(text)).toContain(squash("Vous pouvez aussi payer dans le portail client :"));
});
