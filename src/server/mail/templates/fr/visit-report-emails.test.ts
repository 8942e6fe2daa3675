import { expect, test } from "vitest";
import { company, expectFrenchTypography, NBSP } from "../../../test/french-mail";
import type { VisitReportMail } from "../inputs/visit-report";
import { visitReportMail } from "../visit-report-emails";

const d: VisitReportMail = {
  visit: { date: "2026-12-01", service: "Nettoyage hebdomadaire", address: "12, rue Laurier, Gatineau, QC J8X 3V8" },
  done: [],
  notes: ["Le four était très sale : nous avons laissé tremper la grille."],
  photos: { before: 2, after: 1 },
  client: { name: "Marie Tremblay", email: "marie@example.com" },
  url: "https://maplecrest.example/client-dashboard?email=marie%40example.com&lang=fr",
  company,
};

test("the visit report in French: the day, the service, the crew's note, how many photos, the portal link, the company's lines", () => {
  const mail = visitReportMail(d, "fr");
  expect(mail).toMatchObject({ to: "marie@example.com", replyTo: company.email });
  expect(mail.subject).toBe("Le rapport de votre visite de nettoyage du 1er décembre 2026 – Maple Crest Cleaning");
  expect(mail.text).toContain("Bonjour Marie Tremblay,");
  expect(mail.text).toContain("Notre équipe a terminé votre visite de nettoyage du 1er décembre 2026.");
  expect(mail.text).toContain(`Service${NBSP}: Nettoyage hebdomadaire`);
  expect(mail.text).toContain(`Un mot de notre équipe${NBSP}:\n${d.notes[0]}`);
  expect(mail.text).toContain(`2${NBSP}photos avant le nettoyage et 1${NBSP}photo après le nettoyage.`);
  expect(mail.text).toContain(`Consultez le rapport et ses photos dans votre portail client${NBSP}:\n\n${d.url}\n`);
  expect(mail.text).toContain("Maple Crest Cleaning");
  expect(mail.text).toContain("PO Box 4410");
  // Nothing of what was done without a checklist; no image in the e-mail.
  expect(mail.text).not.toContain("Ce qui a été fait");
  expect(mail.html).toBeUndefined();
  expectFrenchTypography({ ...mail, text: mail.text.replace(d.notes[0]!, "") });
});

test("the visit report in English: what was done when the visit has a checklist, and no photo line without photos", () => {
  const mail = visitReportMail({ ...d, done: ["Kitchen counters", "Bathroom floor"], notes: [], photos: { before: 0, after: 0 } });
  expect(mail.subject).toBe("Your cleaning visit report for December 1, 2026 - Maple Crest Cleaning");
  expect(mail.text).toContain("Our crew has finished your cleaning visit of December 1, 2026.");
  expect(mail.text).toContain("What was done:\n- Kitchen counters\n- Bathroom floor");
  expect(mail.text).not.toContain("A note from our crew");
  expect(mail.text).not.toMatch(/photos? (before|after)/);
  expect(mail.text).toContain(`See the report in your client portal:\n\n${d.url}\n`);
  const withPhotos = visitReportMail({ ...d, photos: { before: 1, after: 0 } });
  expect(withPhotos.text).toContain("1 photo before the cleaning.");
  expect(withPhotos.text).toContain("A note from our crew:");
});
