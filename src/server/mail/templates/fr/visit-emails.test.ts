import { expect, test } from "vitest";
import { company, expectFrenchTypography, NBSP } from "../../../test/french-mail";
import type { VisitNotice, VisitReminder } from "../inputs/visit";
import { visitNoticeMail, visitReminderMail } from "../visit-emails";

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

const notice: VisitNotice = {
  change: "moved",
  visit: d.visit,
  previous: { date: "2026-11-30", windowStart: "13:00", windowEnd: "15:00" },
  reason: null,
  series: null,
  client: d.client,
  url: d.url,
  company,
};

test("the visit notices in French: moved (with the day before), scheduled, cancelled (with the reason), a series (how often)", () => {
  const moved = visitNoticeMail(notice, "fr");
  expect(moved.subject).toBe(`Votre visite de nettoyage est déplacée au 1er décembre 2026 – Maple Crest Cleaning`);
  expect(moved.text).toContain("Votre visite de nettoyage a été déplacée. Notre équipe viendra plutôt le 1er décembre 2026.");
  expect(moved.text).toContain(`Auparavant${NBSP}: 30 novembre 2026, 13${NBSP}h à 15${NBSP}h`);
  expect(moved.text).toContain(d.url);
  expectFrenchTypography(moved);

  const cancelled = visitNoticeMail({ ...notice, change: "cancelled", previous: null, reason: "Tempête de neige" }, "fr");
  expect(cancelled.subject).toBe(`Votre visite de nettoyage du 1er décembre 2026 est annulée – Maple Crest Cleaning`);
  expect(cancelled.text).toContain(`Motif${NBSP}: Tempête de neige`);
  expect(cancelled.text).not.toContain(d.url);
  expectFrenchTypography(cancelled);

  const series = visitNoticeMail(
    { ...notice, change: "series", previous: null, series: { frequency: "custom", intervalDays: 10, endDate: "2027-03-31" } },
    "fr",
  );
  expect(series.subject).toBe(`Vos visites de nettoyage régulières commencent le 1er décembre 2026 – Maple Crest Cleaning`);
  expect(series.text).toContain(`Fréquence${NBSP}: Tous les 10${NBSP}jours, jusqu’au 31 mars 2027`);
  expectFrenchTypography(series);

  const scheduled = visitNoticeMail({ ...notice, change: "scheduled", previous: null }, "fr");
  expect(scheduled.text).toContain("Nous avons prévu une visite de nettoyage chez vous le 1er décembre 2026.");
  expectFrenchTypography(scheduled);
});

test("the visit notices in English", () => {
  const moved = visitNoticeMail(notice);
  expect(moved.subject).toBe("Your cleaning visit has moved to December 1, 2026 - Maple Crest Cleaning");
  expect(moved.text).toContain("Previously: November 30, 2026, 1:00 PM - 3:00 PM");
  const series = visitNoticeMail({ ...notice, change: "series", previous: null, series: { frequency: "bi-weekly", intervalDays: null, endDate: null } });
  expect(series.text).toContain("Repeats: Every 2 weeks");
});
