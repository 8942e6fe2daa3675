import type { ReminderWords } from "../inputs/reminder";
import { ENGLISH } from "./common";

const { money, date } = ENGLISH.format;

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export const REMINDER_EN: ReminderWords = {
  overdue: {
    subject: (i) => `Payment reminder: invoice ${i.number} is ${days(i.daysOverdue)} overdue`,
    late: (i) => `Our records show that invoice ${i.number} for ${i.title} was due on ${date(i.dueDate)} and is now ${days(i.daysOverdue)} overdue.`,
    amountDue: "Amount due",
    etransfer: (number, email) => `You can pay by Interac e-Transfer to ${email}, with ${number} as the message.`,
    callToPay: (c) => `To pay, call us at ${c.phone} or reply to this e-mail and we will arrange it with you.`,
    openIt: "Read the invoice and download its PDF in your client portal:",
    alreadyPaid: "If you have already paid, thank you, and please disregard this reminder.",
  },
  expiry: {
    subject: (q) => `Your quote ${q.number} expires on ${date(q.validUntil)}`,
    expires: (q) => {
      const validUntil = date(q.validUntil);
      const when = q.daysLeft === 0 ? `today, ${validUntil}` : q.daysLeft === 1 ? `tomorrow, ${validUntil}` : `in ${days(q.daysLeft)}, on ${validUntil}`;
      return `A reminder that your quote ${q.number} for ${q.title} (${money(q.totalCents)}) expires ${when}.`;
    },
    acceptIt: "To go ahead, accept it in your client portal before then; you can also ask for changes there:",
  },
};
