import type { Locale } from "../../../shared/locale";
import { REMINDER_EN } from "./en/reminder-emails";
import { REMINDER_FR } from "./fr/reminder-emails";
import type { InvoiceReminder, QuoteExpiryNotice, ReminderWords } from "./inputs/reminder";
import { companyMail } from "./layout";

// Reminders the system sends on its own (decision 032), in the client's language: an invoice past
// its due date, a quote about to expire.

const WORDS: Record<Locale, ReminderWords> = { en: REMINDER_EN, fr: REMINDER_FR };

/** An invoice past its due date: what is owed, since when, and how to pay. */
export const invoiceReminderMail = companyMail(WORDS, ({ invoice: i, company: c, client, url }: InvoiceReminder, { overdue: w }, l) => ({
  to: client.email,
  subject: w.subject(i),
  name: client.name,
  body: [
    w.late(i),
    l.field(w.amountDue, l.format.money(i.balanceCents)),
    c.etransferEmail ? w.etransfer(i.number, c.etransferEmail) : w.callToPay(c),
    w.openIt,
    url,
    l.signedOut("invoice"),
    w.alreadyPaid,
  ],
}));

/** A sent quote whose validity ends soon: the date, and where to accept it. */
export const quoteExpiryNoticeMail = companyMail(WORDS, (d: QuoteExpiryNotice, { expiry: w }, l) => ({
  to: d.client.email,
  subject: w.subject(d.quote),
  name: d.client.name,
  body: [w.expires(d.quote), w.acceptIt, d.url, l.signedOut("quote")],
}));
