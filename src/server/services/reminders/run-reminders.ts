import type { Db } from "../../db/client";
import { enqueueMails } from "../../mail/outbox";
import { cardExpiringRequest, recordCardExpiryPrompts } from "../payments/card-expiry";
import { recordInvoiceReminders } from "./invoice-reminders";
import { recordQuoteExpiryNotices } from "./quote-expiry-notices";
import { invoiceReminderRequest, quoteExpiryNoticeRequest, type ReminderConfig } from "./reminder-mail";

/** Documents of each kind one pass looks at: a bounded transaction, however much is due at once. */
export const REMINDER_BATCH = 1000;

export type ReminderPass = {
  /** Reminders and notices this pass queued. */
  invoiceReminders: number;
  quoteNotices: number;
  /** Clients asked to replace their card on file before it expires (decision 074). */
  cardPrompts: number;
  /** A kind filled its batch: more may be due, for another pass. */
  more: boolean;
};

/**
 * One reminder pass in `tx` (a transaction opened with `transaction`): the overdue invoices and the
 * expiring quotes of `today` (Ottawa's day), their stages recorded and their e-mails queued in the
 * client's language, committed together or not at all. Two passes at once, in any processes, send
 * each reminder once (see recordInvoiceReminders). `now` is the time recorded on the rows.
 */
export async function runReminderPass(tx: Db, o: { config: ReminderConfig; today: string; now: Date; limit?: number }): Promise<ReminderPass> {
  const limit = o.limit ?? REMINDER_BATCH;
  const when = { today: o.today, now: o.now, limit };
  const invoices = await recordInvoiceReminders(tx, { ...when, stages: o.config.reminders.invoiceOverdueDays });
  const quotes = await recordQuoteExpiryNotices(tx, { ...when, stages: o.config.reminders.quoteExpiryDays });
  const cards = await recordCardExpiryPrompts(tx, when);
  const mail = [
    ...invoices.filter((r) => r.stage !== null).map((r) => invoiceReminderRequest(o.config, r)),
    ...quotes.filter((r) => r.stage !== null).map((r) => quoteExpiryNoticeRequest(o.config, r)),
    ...cards.map((c) => cardExpiringRequest(o.config, c)),
  ];
  await enqueueMails(tx, mail);
  return {
    invoiceReminders: invoices.filter((r) => r.stage !== null).length,
    quoteNotices: quotes.filter((r) => r.stage !== null).length,
    cardPrompts: cards.length,
    more: invoices.length === limit || quotes.length === limit || cards.length === limit,
  };
}
