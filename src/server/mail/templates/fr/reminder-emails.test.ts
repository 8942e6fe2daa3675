import { describe, expect, test } from "vitest";
import { company, expectFrenchTypography, NBSP } from "../../../test/french-mail";
import { invoiceReminderMail, quoteExpiryNoticeMail } from "../reminder-emails";

const client = { name: "Marie Tremblay", email: "marie@example.com" };
const reminderCompany = { ...company, etransferEmail: "paiements@example.com" };

describe("the reminders in French", () => {
  const reminder = (daysOverdue: number, etransferEmail: string | null = reminderCompany.etransferEmail) =>
    invoiceReminderMail(
      {
        invoice: { number: "F-2026-0007", title: "Nettoyage", balanceCents: 23456, dueDate: "2026-11-01", daysOverdue },
        client,
        url: "https://maplecrest.example/client-dashboard/invoices/7",
        company: { ...reminderCompany, etransferEmail },
      },
      "fr",
    );

  test("an overdue invoice: how late (« 1 jour », « 5 jours »), the amount due, how to pay, the link", () => {
    const mail = reminder(5);
    expect(mail).toMatchObject({ to: "marie@example.com", replyTo: company.email });
    expect(mail.subject).toBe(`Rappel de paiement${NBSP}: la facture F-2026-0007 est en retard de 5${NBSP}jours – Maple Crest Cleaning`);
    expect(mail.text).toContain(
      `Selon nos dossiers, la facture F-2026-0007 pour Nettoyage était à payer le 1er novembre 2026 et est maintenant en retard de 5${NBSP}jours.`,
    );
    expect(mail.text).toContain(`Montant dû${NBSP}: 234,56${NBSP}$`);
    expect(mail.text).toContain("Vous pouvez payer par virement Interac à paiements@example.com, avec F-2026-0007 comme message.");
    expect(mail.text).toContain(`dans votre portail client${NBSP}:\n\nhttps://maplecrest.example/client-dashboard/invoices/7\n`);
    expect(mail.text).toContain("Si vous avez déjà payé, merci, et veuillez ne pas tenir compte de ce rappel.");
    expectFrenchTypography(mail);
    expect(reminder(1).subject).toContain(`en retard de 1${NBSP}jour –`);
    expect(reminder(1, null).text).toContain("Pour payer, appelez-nous au 613-555-0199 ou répondez à ce courriel");
  });

  const notice = (daysLeft: number) =>
    quoteExpiryNoticeMail(
      {
        quote: { number: "Q-2026-0042", title: "Nettoyage", totalCents: 123456, validUntil: "2026-12-21", daysLeft },
        client,
        url: "https://maplecrest.example/client-dashboard/quotes/9",
        company: reminderCompany,
      },
      "fr",
    );

  test("a quote about to expire: today, tomorrow or in so many days, and where to accept it", () => {
    const mail = notice(7);
    expect(mail.subject).toBe("Votre soumission Q-2026-0042 expire le 21 décembre 2026 – Maple Crest Cleaning");
    expect(mail.text).toContain(
      `Nous vous rappelons que votre soumission Q-2026-0042 pour Nettoyage (1${NBSP}234,56${NBSP}$) expire dans 7${NBSP}jours, le 21 décembre 2026.`,
    );
    expect(mail.text).toContain(`acceptez-la dans votre portail client d’ici là; vous pouvez aussi y demander des modifications${NBSP}:`);
    expect(mail.text).toContain("https://maplecrest.example/client-dashboard/quotes/9");
    expectFrenchTypography(mail);
    expect(notice(0).text).toContain("expire aujourd’hui, le 21 décembre 2026.");
    expect(notice(1).text).toContain("expire demain, le 21 décembre 2026.");
  });

  test("English stays as it was", () => {
    const mail = invoiceReminderMail({
      invoice: { number: "F-2026-0007", title: "Nettoyage", balanceCents: 23456, dueDate: "2026-11-01", daysOverdue: 1 },
      client,
      url: "u",
      company: reminderCompany,
    });
    expect(mail.subject).toBe("Payment reminder: invoice F-2026-0007 is 1 day overdue - Maple Crest Cleaning");
    expect(mail.text).toContain("was due on November 1, 2026 and is now 1 day overdue.");
    expect(mail.text).toContain("Amount due: $234.56");
  });
});
