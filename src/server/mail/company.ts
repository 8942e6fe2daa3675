import type { Config } from "../env";
import type { PdfCompany } from "../pdf/parts";
import { printedCompany } from "../services/settings/company-settings";
import type { MessageCompany } from "./templates/inputs/message";

// The company as e-mails sign and PDFs print it, read from the configuration in one place for
// every domain (quotes, invoices, payments, messages).

/** The signature, links and inbox of quote, invoice and payment e-mails. */
export type MailCompany = { name: string; email: string; phone: string; appUrl: string; inbox: string };

export const mailCompany = (config: Config): MailCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.phone,
  appUrl: config.appUrl,
  inbox: config.companyInbox,
});

/** Messaging e-mails carry on the portal's conversation, so they give the portal's support line. */
export const messageCompany = (config: Config): MessageCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.supportPhone,
  inbox: config.companyInbox,
});

/** The letterhead of quote and invoice PDFs, as the settings are now (a sent or issued document keeps its own). */
export const pdfCompany = (config: Config): PdfCompany => printedCompany(config);
