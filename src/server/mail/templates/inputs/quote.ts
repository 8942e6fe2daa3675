import type { MailCompany } from "../../company";

// What the quote e-mails take, and the words each language gives those to the client
// (en/, fr/quote-emails.ts). Amounts in cents, days as stored.

/** What every quote e-mail says about the quote. */
export type QuoteMailFacts = { number: string; title: string; totalCents: number; validUntil: string; clientName: string; clientEmail: string | null };

export type QuoteSent = { quote: QuoteMailFacts; url: string; revised: boolean; company: MailCompany };
export type QuoteAcceptedConfirm = { quote: QuoteMailFacts; signedName: string; acceptedAt: string; depositCents: number | null; company: MailCompany };

export type QuoteWords = {
  sent: { subject: (d: QuoteSent) => string; hereIs: (d: QuoteSent) => string; openIt: string };
  accepted: { subject: (q: QuoteMailFacts) => string; thanks: (d: QuoteAcceptedConfirm) => string; deposit: (cents: number) => string; next: string };
};
