import type { Config } from "../../env";
import { mailSender } from "../../mail/company";
import type { MailRequest } from "../../mail/kinds";
import type { ReminderCompany } from "../../mail/templates/inputs/reminder";
import { portalDocumentUrl, type DocumentFolder } from "../billing/document-links";
import type { OverdueInvoice } from "./invoice-reminders";
import type { ExpiringQuote } from "./quote-expiry-notices";
import type { StagedDocument } from "./stages";

/** What a reminder needs of the configuration. */
export type ReminderConfig = Pick<Config, "appUrl" | "site" | "etransferEmail" | "reminders" | "authSecret">;

/** The company as the system's reminders name it. */
export const reminderCompany = (config: ReminderConfig): ReminderCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.phone,
  etransferEmail: config.etransferEmail,
  sender: mailSender(config),
});

/** A reminder to the client of `r`, in their language: what it says of its document (`about`), to whom, the document's portal page, the company. */
const reminder = <About extends object>(config: ReminderConfig, r: StagedDocument, folder: DocumentFolder, about: About) => ({
  language: r.language,
  data: { ...about, client: { name: r.full_name, email: r.email }, url: portalDocumentUrl(config, folder, r.id, r), company: reminderCompany(config) },
});

export const invoiceReminderRequest = (config: ReminderConfig, r: OverdueInvoice): MailRequest => ({
  kind: "invoice.reminder",
  ...reminder(config, r, "invoices", {
    invoice: { number: r.number, title: r.title, balanceCents: Number(r.balance_cents), dueDate: r.due_date, daysOverdue: r.days_overdue },
  }),
});

export const quoteExpiryNoticeRequest = (config: ReminderConfig, r: ExpiringQuote): MailRequest => ({
  kind: "quote.expiry-notice",
  ...reminder(config, r, "quotes", {
    quote: { number: r.number, title: r.title, totalCents: Number(r.total_cents), validUntil: r.valid_until, daysLeft: r.days_left },
  }),
});
