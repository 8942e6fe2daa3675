// The company as every e-mail names its sender (Canada's anti-spam law asks each message for the
// sender's name, mailing address, and a phone number, e-mail or web address that reaches it;
// decision 057), and the signer of the reader's unsubscribe link. Built from the settings in force
// by `mailSender` (mail/company.ts).

export type MailSender = {
  /** The trading name, as the e-mails sign. */
  name: string;
  /** The legal name (company settings), shown beside the name when it differs. */
  legalName: string;
  /** The mailing address (company settings); null until the owner sets it. */
  mailingAddress: string | null;
  phone: string;
  email: string;
  /** The site's address: a web address that reaches the company, and the base of every link. */
  siteUrl: string;
  /** The signed token of `email`'s unsubscribe link (services/consent/unsubscribe-token.ts). */
  unsubscribeToken: (email: string) => string;
};

/** A sender for templates' default props (a preview, a test); its links carry no valid token. */
export const SAMPLE_SENDER: MailSender = {
  name: "Maple Crest Cleaning",
  legalName: "14872309 Canada Inc.",
  mailingAddress: "PO Box 4410, Station E, Ottawa ON K1S 5B4",
  phone: "613-555-0142",
  email: "info@maplecrestcleaning.ca",
  siteUrl: "http://localhost:3000",
  unsubscribeToken: () => "sample",
};
