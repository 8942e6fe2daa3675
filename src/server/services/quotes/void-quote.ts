import { eq, sql } from "drizzle-orm";
import type { QuoteDetail } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { quotes } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { lockQuoteFor } from "./quote-guard";
import { quoteDetail } from "./quote-record";
import { recordQuoteEvent, type QuoteActor } from "./record-event";

/** Withdraw a draft or sent quote, with a reason; it keeps its number and stays listed as void. */
export function voidQuote(options: { db: Db; id: string; reason: string; actor: QuoteActor; today: string }): Promise<QuoteDetail> {
  const { db, id, reason, actor, today } = options;
  return transaction(db, async (tx) => {
    const row = await lockQuoteFor(tx, id, "void", today);
    await tx
      .update(quotes)
      .set({ status: "void", updatedAt: sql`now()` })
      .where(eq(quotes.id, row.id));
    await recordQuoteEvent(tx, { quoteId: row.id, kind: "voided", version: row.version, actor, details: { reason } });
    return (await quoteDetail(tx, row.id, today))!;
  });
}
