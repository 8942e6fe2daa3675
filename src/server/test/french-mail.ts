import { expect } from "vitest";
import type { MailSender } from "../mail/templates/inputs/sender";
import type { RenderedMail } from "../mail/templates/rendered-mail";

// What tests of the French e-mails share: the company and client they are written for, and the
// typography every French e-mail keeps (Office québécois de la langue française).

export const NBSP = "\u00a0";

/** The sender the tests' e-mails name: its token is the reader's address, so a test can tell whose link it is. */
export const sender: MailSender = {
  name: "Maple Crest Cleaning",
  legalName: "14872309 Canada Inc.",
  mailingAddress: "PO Box 4410, Station E\nOttawa ON K1S 5B4",
  phone: "613-555-0142",
  email: "info@example.com",
  siteUrl: "https://maplecrest.example",
  unsubscribeToken: (email) => `token-of-${email}`,
};

export const company = {
  name: "Maple Crest Cleaning",
  email: "info@example.com",
  phone: "613-555-0199",
  appUrl: "https://maplecrest.example",
  inbox: "quotes@example.com",
  sender,
};

/** The lines every French e-mail to a client ends with: the sender, and where to stop news and offers. */
export const frenchFooter = (to: string) =>
  [
    "-- ",
    "Maple Crest Cleaning (14872309 Canada Inc.)",
    "PO Box 4410, Station E, Ottawa ON K1S 5B4",
    "613-555-0142 · info@example.com · https://maplecrest.example/fr",
    `Pour ne plus recevoir nos nouvelles et nos offres par courriel\u00a0: https://maplecrest.example/fr/unsubscribe?token=token-of-${encodeURIComponent(to)}`,
  ].join("\n");

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
  expect(mail.text.endsWith(`\n\nCordialement,\n${company.name}\n\n${frenchFooter(mail.to)}`)).toBe(true);
}
