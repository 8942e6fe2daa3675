import type { Locale } from "../../../shared/locale";
import { REMINDER_EN } from "./en/reminder-emails";
import { REMINDER_FR } from "./fr/reminder-emails";
import type { InvoiceReminder, QuoteExpiryNotice, ReminderWords } from "./inputs/reminder";
import { LANGUAGES } from "./languages";
import { companyMail } from "./layout";
import type { RenderedMail } from "./rendered-mail";

// Reminders the system sends on its own (decision 032), in the client's language: an invoice past
// its due date, a quote about to expire.

const WORDS: Record<Locale, ReminderWords> = { en: REMINDER_EN, fr: REMINDER_FR };

/** An invoice past its due date: what is owed, since when, and how to pay. */
export function invoiceReminderMail(d: InvoiceReminder, language: Locale = "en"): RenderedMail {
  const { invoice: i, company: c } = d;
  const l = LANGUAGES[language];
  const w = WORDS[language].overdue;
  return companyMail(l, c, {
    to: d.client.email,
    subject: w.subject(i),
    name: d.client.name,
    body: [
      w.late(i),
      l.field(w.amountDue, l.format.money(i.balanceCents)),
      c.etransferEmail ? w.etransfer(i.number, c.etransferEmail) : w.callToPay(c),
      w.openIt,
      d.url,
      l.signedOut("invoice"),
      w.alreadyPaid,
    ],
  });
}

/** A sent quote whose validity ends soon: the date, and where to accept it. */
export function quoteExpiryNoticeMail(d: QuoteExpiryNotice, language: Locale = "en"): RenderedMail {
  const { quote: q, company: c } = d;
  const l = LANGUAGES[language];
  const w = WORDS[language].expiry;
  return companyMail(l, c, {
    to: d.client.email,
    subject: w.subject(q),
    name: d.client.name,
    body: [w.expires(q), w.acceptIt, d.url, l.signedOut("quote")],
  });
}
