import type { Locale } from "../../../shared/locale";
import { invoiceReminderFr, quoteExpiryNoticeFr } from "./fr/reminder-emails";
import { mailFormat } from "./mail-format";
import type { RenderedMail } from "./rendered-mail";

// Reminders the system sends on its own (decision 032), in the client's language: an invoice past
// its due date, a quote about to expire. Amounts in cents, days as stored.

export type ReminderCompany = {
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

const en = mailFormat("en");
const signature = (c: ReminderCompany) => ["", `Questions? Call us at ${c.phone} or reply to ${c.email}.`, "", c.name];

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** An invoice past its due date: what is owed, since when, and how to pay. */
export function invoiceReminderMail(d: InvoiceReminder, language: Locale = "en"): RenderedMail {
  if (language === "fr") return invoiceReminderFr(d);
  const { invoice: i, company: c } = d;
  const howToPay = c.etransferEmail
    ? `You can pay by Interac e-Transfer to ${c.etransferEmail}, with ${i.number} as the message.`
    : `To pay, call us at ${c.phone} or reply to this e-mail and we will arrange it with you.`;
  return {
    to: d.client.email,
    replyTo: c.email,
    subject: `Payment reminder: invoice ${i.number} is ${days(i.daysOverdue)} overdue - ${c.name}`,
    text: [
      `Hello ${d.client.name},`,
      "",
      `Our records show that invoice ${i.number} for ${i.title} was due on ${en.date(i.dueDate)} and is now ${days(i.daysOverdue)} overdue.`,
      "",
      `Amount due: ${en.money(i.balanceCents)}`,
      "",
      howToPay,
      "",
      "Read the invoice and download its PDF in your client portal:",
      "",
      d.url,
      "",
      "If you are not signed in, enter your e-mail address and we will send you a login link that brings you back to the invoice.",
      "",
      "If you have already paid, thank you, and please disregard this reminder.",
      ...signature(c),
    ].join("\n"),
  };
}

/** A sent quote whose validity ends soon: the date, and where to accept it. */
export function quoteExpiryNoticeMail(d: QuoteExpiryNotice, language: Locale = "en"): RenderedMail {
  if (language === "fr") return quoteExpiryNoticeFr(d);
  const { quote: q, company: c } = d;
  const validUntil = en.date(q.validUntil);
  const when = q.daysLeft === 0 ? `today, ${validUntil}` : q.daysLeft === 1 ? `tomorrow, ${validUntil}` : `in ${days(q.daysLeft)}, on ${validUntil}`;
  return {
    to: d.client.email,
    replyTo: c.email,
    subject: `Your quote ${q.number} expires on ${validUntil} - ${c.name}`,
    text: [
      `Hello ${d.client.name},`,
      "",
      `A reminder that your quote ${q.number} for ${q.title} (${en.money(q.totalCents)}) expires ${when}.`,
      "",
      "To go ahead, accept it in your client portal before then; you can also ask for changes there:",
      "",
      d.url,
      "",
      "If you are not signed in, enter your e-mail address and we will send you a login link that brings you back to the quote.",
      ...signature(c),
    ].join("\n"),
  };
}
