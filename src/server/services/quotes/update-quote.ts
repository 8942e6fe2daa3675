import { eq, sql } from "drizzle-orm";
import type { QuoteDetail, QuoteEdit } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { quotes, quoteVersions } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { TaxNumbers } from "../billing/pricing";
import { assertVersion, lockQuoteFor } from "./quote-guard";
import { quoteDetail, quoteDocument } from "./quote-record";
import { quoteValues } from "./quote-values";
import { recordQuoteEvent, type QuoteActor } from "./record-event";

/**
 * Staff edit a quote. A draft changes in place. A sent (or expired) quote becomes a new version:
 * the client sees it at once, the version they read before is kept, and an acceptance of the old
 * one is refused.
 */
export function updateQuote(options: { db: Db; id: string; input: QuoteEdit; actor: QuoteActor; today: string; taxNumbers: TaxNumbers }): Promise<QuoteDetail> {
  const { db, id, input, actor, today } = options;
  return transaction(db, async (tx) => {
    const row = await lockQuoteFor(tx, id, "edit", today);
    assertVersion(row, input.version, "staff");
    const values = await quoteValues(tx, { ...input, clientId: row.clientId, validUntil: input.validUntil ?? row.validUntil }, options);
    const revised = row.status === "sent";
    const version = revised ? row.version + 1 : row.version;
    const [updated] = await tx
      .update(quotes)
      .set({ ...values, version, updatedAt: sql`now()` })
      .where(eq(quotes.id, row.id))
      .returning();
    if (revised) await tx.insert(quoteVersions).values({ quoteId: row.id, version, document: await quoteDocument(tx, updated!) });
    await recordQuoteEvent(tx, { quoteId: row.id, kind: revised ? "revised" : "updated", version, actor });
    return (await quoteDetail(tx, row.id, today))!;
  });
}
