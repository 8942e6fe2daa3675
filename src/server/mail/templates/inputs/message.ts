// What a staff message to a client takes, and the words each language gives it
// (en/, fr/message-emails.ts).

import type { MailSender } from "./sender";

export type MessageCompany = { name: string; email: string; phone: string; inbox: string; sender: MailSender };

export type StaffMessage = { to: string; clientName: string; staffName: string | null; body: string; url: string; company: MessageCompany };

export type MessageWords = {
  subject: (c: MessageCompany) => string;
  /** Who wrote, before the message itself. */
  wrote: (d: StaffMessage) => string;
  answer: string;
  ask: (c: MessageCompany) => string;
};
