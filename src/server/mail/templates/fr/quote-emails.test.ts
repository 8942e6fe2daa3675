import { describe, expect, test } from "vitest";
import { company, expectFrenchTypography, NBSP } from "../../../test/french-mail";
import type { QuoteMailFacts } from "../inputs/quote";
import { quoteAcceptedConfirmMail, quoteSentMail } from "../quote-emails";

const quote: QuoteMailFacts = {
  number: "Q-2026-0042",
  title: "Nettoyage en profondeur",
  totalCents: 123456,
  validUntil: "2026-12-01",
  clientName: "Marie Tremblay",
  clientEmail: "marie@example.com",
};
const url = "https://maplecrest.example/client-dashboard/quotes/7?email=marie%40example.com";

describe("the quote e-mails in French", () => {
  test("a quote sent: « Votre soumission », the amount and the day in French, the portal link", () => {
    const mail = quoteSentMail({ quote, url, revised: false, company }, "fr");
    expect(mail).toMatchObject({ to: "marie@example.com", replyTo: company.email });
    expect(mail.subject).toBe("Votre soumission Q-2026-0042 – Maple Crest Cleaning");
    expect(mail.text).toContain("Bonjour Marie Tremblay,");
    expect(mail.text).toContain(
      `Merci de votre demande. Voici votre soumission Q-2026-0042 pour Nettoyage en profondeur${NBSP}: 1${NBSP}234,56${NBSP}$, valide jusqu’au 1er décembre 2026. Le PDF est joint.`,
    );
    expect(mail.text).toContain(`Consultez-la, acceptez-la, refusez-la ou demandez des modifications dans votre portail client${NBSP}:\n\n${url}\n`);
    expect(mail.text).toContain("vous ramènera à la soumission.");
    expect(mail.text).toContain("Des questions? Appelez-nous au 613-555-0199 ou répondez à info@example.com.");
    expectFrenchTypography(mail);
  });

  test("a revised quote says it is the updated version", () => {
    const mail = quoteSentMail({ quote, url, revised: true, company }, "fr");
    expect(mail.subject).toBe("Soumission mise à jour Q-2026-0042 – Maple Crest Cleaning");
    expect(mail.text).toContain("Voici la version mise à jour de votre soumission Q-2026-0042");
    expect(mail.text).not.toContain("Merci de votre demande");
    expectFrenchTypography(mail);
  });

  test("the acceptance confirmation: who signed and when in Ottawa, the deposit due now", () => {
    const d = { quote, signedName: "Marie T.", acceptedAt: "2026-11-23T18:05:00.000Z", depositCents: 30000, company };
    const mail = quoteAcceptedConfirmMail(d, "fr");
    expect(mail.subject).toBe("Soumission Q-2026-0042 acceptée – Maple Crest Cleaning");
    expect(mail.text).toContain(
      `Merci${NBSP}: la soumission Q-2026-0042 (Nettoyage en profondeur, 1${NBSP}234,56${NBSP}$) a été acceptée par Marie T. le 23 novembre 2026 à 13${NBSP}h${NBSP}05.`,
    );
    expect(mail.text).toContain(`Un dépôt de 300,00${NBSP}$ est à payer dès maintenant${NBSP}: sa facture vous parviendra dans un courriel distinct`);
    expect(mail.text).toContain("Nous communiquerons avec vous sous peu pour planifier les travaux.");
    expectFrenchTypography(mail);
    expect(quoteAcceptedConfirmMail({ ...d, depositCents: null }, "fr").text).not.toContain("dépôt");
  });

  test("English stays as it was", () => {
    const sent = quoteSentMail({ quote, url, revised: false, company }, "en");
    expect(sent.subject).toBe("Your quote Q-2026-0042 - Maple Crest Cleaning");
    expect(sent.text).toContain("Here is your quote Q-2026-0042 for Nettoyage en profondeur: $1,234.56, valid until December 1, 2026.");
    const accepted = quoteAcceptedConfirmMail({ quote, signedName: "Marie T.", acceptedAt: "2026-11-23T18:05:00.000Z", depositCents: 30000, company }, "en");
    expect(accepted.text).toContain("was accepted by Marie T. on November 23, 2026 at 1:05 p.m.");
    expect(accepted.text).toContain("A deposit of $300.00 is due now");
  });
});
