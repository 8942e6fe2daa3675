import { describe, expect, test } from "vitest";
import { company, expectFrenchTypography, NBSP } from "../../../test/french-mail";
import type { InvoiceMailFacts } from "../inputs/invoice";
import { invoiceReceiptMail, invoiceSentMail } from "../invoice-emails";

const invoice: InvoiceMailFacts = {
  number: "F-2026-0007",
  kind: "standard",
  title: "Nettoyage en profondeur",
  totalCents: 123456,
  balanceCents: 23456,
  dueDate: "2026-12-15",
  dueNow: false,
  clientName: "Marie Tremblay",
  clientEmail: "marie@example.com",
};
const url = "https://maplecrest.example/client-dashboard/invoices/7?email=marie%40example.com";

describe("the invoice e-mails in French", () => {
  test("an invoice: what is due by when, the e-Transfer address and the portal link", () => {
    const mail = invoiceSentMail({ invoice, paying: { etransferEmail: "paiements@example.com", url }, company }, "fr");
    expect(mail).toMatchObject({ to: "marie@example.com", replyTo: company.email, subject: "Facture F-2026-0007 – Maple Crest Cleaning" });
    expect(mail.text).toContain(
      `Voici la facture F-2026-0007 pour Nettoyage en profondeur${NBSP}: 234,56${NBSP}$ à payer au plus tard le 15 décembre 2026. Le PDF est joint.`,
    );
    expect(mail.text).toContain(`Comment payer${NBSP}:\n- Virement Interac à paiements@example.com, avec F-2026-0007 comme message.`);
    expect(mail.text).toContain(`- Ou ouvrez la facture dans votre portail client${NBSP}: ${url}`);
    expectFrenchTypography(mail);
  });

  test("a deposit invoice due on receipt, without an e-Transfer address: call or write", () => {
    const deposit = { ...invoice, kind: "deposit" as const, balanceCents: 30000, dueNow: true, dueDate: null };
    const mail = invoiceSentMail({ invoice: deposit, paying: { etransferEmail: null, url }, company }, "fr");
    expect(mail.subject).toBe("Facture de dépôt F-2026-0007 – Maple Crest Cleaning");
    expect(mail.text).toContain(`Voici la facture de dépôt F-2026-0007 pour Nettoyage en profondeur${NBSP}: 300,00${NBSP}$ à payer dès maintenant.`);
    expect(mail.text).toContain("- Appelez-nous au 613-555-0199 ou écrivez-nous à info@example.com et nous vous indiquerons comment payer.");
    expectFrenchTypography(mail);
  });

  test("a receipt: the payment, its day, and the balance left or paid in full", () => {
    const d = { invoice, amountCents: 100000, paidOn: "2026-11-23", method: "cheque" as const, url, company };
    const mail = invoiceReceiptMail(d, "fr");
    expect(mail.subject).toBe("Paiement reçu pour la facture F-2026-0007 – Maple Crest Cleaning");
    expect(mail.text).toContain(
      `Merci${NBSP}: nous avons reçu votre paiement de 1${NBSP}000,00${NBSP}$ (Chèque) le 23 novembre 2026 pour la facture F-2026-0007 (Nettoyage en profondeur, 1${NBSP}234,56${NBSP}$).`,
    );
    expect(mail.text).toContain(`Le solde à payer est de 234,56${NBSP}$.`);
    expect(mail.text).toContain(`Votre facture et ses paiements${NBSP}: ${url}`);
    expectFrenchTypography(mail);
    const paid = invoiceReceiptMail({ ...d, invoice: { ...invoice, balanceCents: 0 } }, "fr");
    expect(paid.text).toContain("Cette facture est maintenant payée en totalité.");
    expect(paid.text).not.toContain("solde");
    // Each way to pay under its French name.
    for (const [method, words] of [
      ["etransfer", "Virement Interac"],
      ["card", "Carte"],
      ["cash", "Comptant"],
      ["other", "Autre"],
    ] as const)
      expect(invoiceReceiptMail({ ...d, method }, "fr").text).toContain(`(${words}) le 23 novembre 2026`);
  });

  test("English stays as it was", () => {
    const sent = invoiceSentMail({ invoice, paying: { etransferEmail: null, url }, company }, "en");
    expect(sent.text).toContain("Here is invoice F-2026-0007 for Nettoyage en profondeur: $234.56 due by December 15, 2026.");
    const receipt = invoiceReceiptMail({
      invoice: { ...invoice, balanceCents: 0 },
      amountCents: 100000,
      paidOn: "2026-11-23",
      method: "etransfer",
      url,
      company,
    });
    expect(receipt.text).toContain("we received your payment of $1,000.00 (Interac e-Transfer) on November 23, 2026");
    expect(receipt.text).toContain("This invoice is now paid in full.");
  });
});
