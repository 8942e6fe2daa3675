import { expect, test } from "vitest";
import { company, expectFrenchTypography, NBSP } from "../../../test/french-mail";
import type { StaffMessage } from "../inputs/message";
import { staffMessageMail } from "../message-emails";

const d: StaffMessage = {
  to: "marie@example.com",
  clientName: "Marie Tremblay",
  staffName: "Sam",
  body: "Votre visite est déplacée à mardi.",
  url: "https://maplecrest.example/client-dashboard/messages",
  company,
};

test("a staff message in French: who wrote, the message itself, and the portal's Messages page", () => {
  const mail = staffMessageMail(d, "fr");
  expect(mail).toMatchObject({ to: "marie@example.com", replyTo: company.email, subject: "Nouveau message de Maple Crest Cleaning" });
  expect(mail.text).toContain(`Bonjour Marie Tremblay,\n\nSam, de Maple Crest Cleaning, vous a écrit${NBSP}:\n\nVotre visite est déplacée à mardi.\n`);
  expect(mail.text).toContain(`Lisez-le et répondez-y dans la page Messages de votre portail client${NBSP}:\n\n${d.url}\n`);
  expect(mail.text).toContain("Des questions? Appelez-nous au 613-555-0199.");
  expectFrenchTypography(mail);
  expect(staffMessageMail({ ...d, staffName: null }, "fr").text).toContain(`Maple Crest Cleaning vous a écrit${NBSP}:`);
});

test("a staff message in English stays as it was", () => {
  const mail = staffMessageMail(d, "en");
  expect(mail.subject).toBe("New message from Maple Crest Cleaning");
  expect(mail.text).toContain("Sam from Maple Crest Cleaning wrote to you:");
});
