import type { Config } from "../env";
import type { PdfCompany } from "../pdf/parts";
import { unsubscribeToken } from "../services/consent/unsubscribe-token";
import { mailingAddressOf, printedCompany } from "../services/settings/company-settings";
import type { MessageCompany } from "./templates/inputs/message";
import type { MailSender } from "./templates/inputs/sender";

// The company as e-mails sign and PDFs print it, read from the configuration in one place for
// every domain (quotes, invoices, payments, messages).

/** What the sender of an e-mail is made of: the settings in force, and the server's secret. */
export type SenderConfig = Pick<Config, "site" | "appUrl" | "authSecret">;

/**
 * The sender every e-mail names (decision 057): the settings in force (decision 052) and the
 * signer of its reader's unsubscribe link, with the key derived from the server's secret (resolved
 * at boot, `resolveServerSecret`).
 */
export function mailSender(config: SenderConfig): MailSender {
  const secret = config.authSecret;
  if (!secret) throw new Error("The server's secret is not resolved yet: e-mails cannot carry an unsubscribe link (resolveServerSecret at boot).");
  return {
    name: config.site.companyName,
    legalName: config.site.legalName,
    mailingAddress: mailingAddressOf(config),
    phone: config.site.phone,
    email: config.site.email,
    siteUrl: config.appUrl,
    unsubscribeToken: (email) => unsubscribeToken(secret, email),
  };
}

/** The signature, links and inbox of quote, invoice and payment e-mails. */
export type MailCompany = { name: string; email: string; phone: string; appUrl: string; inbox: string; sender: MailSender };

export const mailCompany = (config: Config): MailCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.phone,
  appUrl: config.appUrl,
  inbox: config.companyInbox,
  sender: mailSender(config),
});

/** Messaging e-mails carry on the portal's conversation, so they give the portal's support line. */
export const messageCompany = (config: Config): MessageCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.supportPhone,
  inbox: config.companyInbox,
  sender: mailSender(config),
});

/** The letterhead of quote and invoice PDFs, as the settings are now (a sent or issued document keeps its own). */
export const pdfCompany = (config: Config): PdfCompany => printedCompany(config);
