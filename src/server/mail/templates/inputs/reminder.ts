// What the reminders the system sends on its own take (decision 032), and the words each language
// gives them (en/, fr/reminder-emails.ts). Amounts in cents, days as stored.

import type { MailSender } from "./sender";

export type ReminderCompany = {
  sender: MailSender;
  name: string;
  email: string;
  phone: string;
  /** Where clients send Interac e-Transfers; without it the client is asked to call. */
  etransferEmail: string | null;
};

export type InvoiceReminder = {
  invoice: { number: string; title: string; balanceCents: number; dueDate: string; daysOverdue: number };
  client: { name: string; email: string };
  url: string;
  company: ReminderCompany;
};

export type QuoteExpiryNotice = {
  quote: { number: string; title: string; totalCents: number; validUntil: string; daysLeft: number };
  client: { name: string; email: string };
  url: string;
  company: ReminderCompany;
};

export type ReminderWords = {
  overdue: {
    subject: (i: InvoiceReminder["invoice"]) => string;
    late: (i: InvoiceReminder["invoice"]) => string;
    /** The label of the amount. */
    amountDue: string;
    etransfer: (number: string, email: string) => string;
    callToPay: (c: ReminderCompany) => string;
    openIt: string;
    alreadyPaid: string;
  };
  expiry: {
    subject: (q: QuoteExpiryNotice["quote"]) => string;
    expires: (q: QuoteExpiryNotice["quote"]) => string;
    acceptIt: string;
  };
};
