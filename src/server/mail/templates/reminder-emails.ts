import type { RenderedMail } from "./rendered-mail";

// Reminders the system sends on its own (decision 032): an invoice past its due date, a quote about
// to expire. Amounts and dates come already in words (dollars, long dates), as in the quote e-mails.

export type ReminderCompany = {
  name: string;
  email: string;
  phone: string;
  /** Where clients send Interac e-Transfers; without it the client is asked to call. */
  etransferEmail: string | null;
};

const signature = (c: ReminderCompany) => ["", `Questions? Call us at ${c.phone} or reply to ${c.email}.`, "", c.name];

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** An invoice past its due date: what is owed, since when, and how to pay. */
export function invoiceReminderMail(d: {
  invoice: { number: string; title: string; balance: string; dueDate: string; daysOverdue: number };
  client: { name: string; email: string };
  url: string;
  company: ReminderCompany;
}): RenderedMail {
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
      `Our records show that invoice ${i.number} for ${i.title} was due on ${i.dueDate} and is now ${days(i.daysOverdue)} overdue.`,
      "",
      `Amount due: ${i.balance}`,
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
export function quoteExpiryNoticeMail(d: {
  quote: { number: string; title: string; total: string; validUntil: string; daysLeft: number };
  client: { name: string; email: string };
  url: string;
  company: ReminderCompany;
}): RenderedMail {
  const { quote: q, company: c } = d;
  const when = q.daysLeft === 0 ? `today, ${q.validUntil}` : q.daysLeft === 1 ? `tomorrow, ${q.validUntil}` : `in ${days(q.daysLeft)}, on ${q.validUntil}`;
  return {
    to: d.client.email,
    replyTo: c.email,
    subject: `Your quote ${q.number} expires on ${q.validUntil} - ${c.name}`,
    text: [
      `Hello ${d.client.name},`,
      "",
      `A reminder that your quote ${q.number} for ${q.title} (${q.total}) expires ${when}.`,
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
