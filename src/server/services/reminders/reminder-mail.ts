import type { Config } from "../../env";
import type { MailRequest } from "../../mail/kinds";
import type { ReminderCompany } from "../../mail/templates/inputs/reminder";
import { portalDocumentUrl, type DocumentFolder } from "../billing/document-links";
import type { OverdueInvoice } from "./invoice-reminders";
import type { ExpiringQuote } from "./quote-expiry-notices";

/** What a reminder needs of the configuration. */
export type ReminderConfig = Pick<Config, "appUrl" | "site" | "etransferEmail" | "reminders">;

const company = (config: ReminderConfig): ReminderCompany => ({
  name: config.site.companyName,
  email: config.site.email,
  phone: config.site.phone,
  etransferEmail: config.etransferEmail,
});

/** What every reminder says around its document: to whom, the document's portal page, the company. */
const toClient = (config: ReminderConfig, r: { id: string; full_name: string; email: string }, folder: DocumentFolder) => ({
  client: { name: r.full_name, email: r.email },
  url: portalDocumentUrl(config, folder, r.id, r.email),
  company: company(config),
});

export const invoiceReminderRequest = (config: ReminderConfig, r: OverdueInvoice): MailRequest => ({
  kind: "invoice.reminder",
  language: r.language,
  data: {
    invoice: { number: r.number, title: r.title, balanceCents: Number(r.balance_cents), dueDate: r.due_date, daysOverdue: r.days_overdue },
    ...toClient(config, r, "invoices"),
  },
});

export const quoteExpiryNoticeRequest = (config: ReminderConfig, r: ExpiringQuote): MailRequest => ({
  kind: "quote.expiry-notice",
  language: r.language,
  data: {
    quote: { number: r.number, title: r.title, totalCents: Number(r.total_cents), validUntil: r.valid_until, daysLeft: r.days_left },
    ...toClient(config, r, "quotes"),
  },
});
