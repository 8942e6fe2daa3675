import { eq, sql } from "drizzle-orm";
import type { DeclineReason } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { quotes } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { assertVersion, lockQuoteFor } from "./quote-guard";
import { adminQuoteUrl, mailFacts } from "./quote-mail";
import { loadQuote, quoteDocument, type QuoteRow } from "./quote-record";
import { recordQuoteEvent, type QuoteActor } from "./record-event";

// What a client may answer to a quote besides accepting it: decline it with a reason, or ask for
// changes. Either way the company inbox is told.

type ClientAnswer = {
  db: Db;
  id: string;
  actor: QuoteActor;
  today: string;
  config: Config;
  visible: (row: QuoteRow) => boolean | Promise<boolean>;
  /** The version the client read, when the page says it: a newer one refuses the answer (409). */
  version?: number | undefined;
};

/** Decline a sent quote; declining a declined quote again changes nothing. */
export function declineQuote(options: ClientAnswer & { reason: DeclineReason; comment: string | null }): Promise<void> {
  const { db, id, actor, today, config, visible, reason, comment, version } = options;
  return transaction(db, async (tx) => {
    const existing = await loadQuote(tx, id, true);
    if (existing?.status === "declined" && (await visible(existing))) return;
    const row = await lockQuoteFor(tx, id, "decline", today, visible, "client");
    if (version !== undefined) assertVersion(row, version, "client");
    await tx
      .update(quotes)
      .set({ status: "declined", updatedAt: sql`now()` })
      .where(eq(quotes.id, row.id));
    await recordQuoteEvent(tx, { quoteId: row.id, kind: "declined", version: row.version, actor, details: { reason, comment } });
    const document = await quoteDocument(tx, row);
    await enqueueMail(tx, {
      kind: "quote.declined-notify",
      data: { quote: mailFacts(document), reason, comment, adminUrl: adminQuoteUrl(config, row.id), company: mailCompany(config) },
    });
  });
}

/** Ask for changes to a sent (or expired) quote: a message to the company; the quote stays as it is. */
export function requestQuoteChanges(options: ClientAnswer & { message: string }): Promise<void> {
  const { db, id, actor, today, config, visible, message, version } = options;
  return transaction(db, async (tx) => {
    const row = await lockQuoteFor(tx, id, "request_changes", today, visible, "client");
    if (version !== undefined) assertVersion(row, version, "client");
    await recordQuoteEvent(tx, { quoteId: row.id, kind: "changes_requested", version: row.version, actor, details: { message } });
    const document = await quoteDocument(tx, row);
    await enqueueMail(tx, {
      kind: "quote.changes-notify",
      data: { quote: mailFacts(document), message, adminUrl: adminQuoteUrl(config, row.id), company: mailCompany(config) },
    });
  });
}
