import { expect, test } from "vitest";
import { company, expectFrenchTypography, NBSP } from "../../../test/french-mail";
import type { VisitReminder } from "../inputs/visit";
import { visitReminderMail } from "../visit-emails";

const d: VisitReminder = {
  visit: {
    date: "2026-12-01",
    windowStart: "08:00:00",
    windowEnd: "10:30:00",
    service: "Nettoyage hebdomadaire",
    address: "12, rue Laurier, Gatineau, QC J8X 3V8",
  },
  client: { name: "Marie Tremblay", email: "marie@example.com" },
  url: "https://maplecrest.example/client-dashboard?email=marie%40example.com",
  company,
};

test("the visit reminder in French: the day, the window « 8 h à 10 h 30 », the service, the address, the link", () => {
  const mail = visitReminderMail(d, "fr");
  expect(mail).toMatchObject({ to: "marie@example.com", replyTo: company.email });
  expect(mail.subject).toBe(`Rappel${NBSP}: votre visite de nettoyage demain, le 1er décembre 2026 – Maple Crest Cleaning`);
  expect(mail.text).toContain("Nous vous rappelons que notre équipe viendra demain, le 1er décembre 2026.");
  expect(mail.text).toContain(`Plage d’arrivée${NBSP}: 8${NBSP}h à 10${NBSP}h${NBSP}30`);
  expect(mail.text).toContain(`Service${NBSP}: Nettoyage hebdomadaire`);
  expect(mail.text).toContain(`Adresse${NBSP}: 12, rue Laurier, Gatineau, QC J8X 3V8`);
  expect(mail.text).toContain(`Vos prochaines visites se trouvent dans votre portail client${NBSP}:\n\n${d.url}\n`);
  expect(mail.text).toContain("Pour modifier cette visite, appelez-nous au 613-555-0199 ou répondez à ce courriel.");
  expectFrenchTypography(mail);
});

test("the visit reminder in English stays as it was", () => {
  const mail = visitReminderMail(d);
  expect(mail.subject).toBe("Reminder: your cleaning visit tomorrow, December 1, 2026 - Maple Crest Cleaning");
  expect(mail.text).toContain("Arrival window: 8:00 AM - 10:30 AM");
});
