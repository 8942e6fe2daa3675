import { expect } from "vitest";
import type { RenderedMail } from "../mail/templates/rendered-mail";

// What tests of the French e-mails share: the company and client they are written for, and the
// typography every French e-mail keeps (Office québécois de la langue française).

export const NBSP = "\u00a0";

export const company = {
  name: "Maple Crest Cleaning",
  email: "info@example.com",
  phone: "613-555-0199",
  appUrl: "https://maplecrest.example",
  inbox: "quotes@example.com",
};

/**
 * A French e-mail's subject and text: ’ and never ', a non-breaking space before every colon (a
 * link's "https:" aside) and none before ; ? !, « Bonjour » to open and the company's name to close.
 */
export function expectFrenchTypography(mail: RenderedMail) {
  for (const text of [mail.subject, mail.text]) {
    expect(text).not.toContain("'");
    expect(text).not.toMatch(/[^\u00a0]:(?!\/\/)/);
    expect(text).not.toMatch(/\s[;?!]/);
  }
  expect(mail.text).toMatch(/^Bonjour\b/);
  expect(mail.text.endsWith(`\n\nCordialement,\n${company.name}`)).toBe(true);
}
