import type { QuoteAction } from "../../../shared/billing/quote-actions";
import { quoteRefusal } from "../../../shared/billing/quote-actions";
import { adminQuoteState } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { loadQuote, type QuoteRow } from "./quote-record";

/**
 * The quote, locked until the caller's transaction ends, when `action` is allowed in its state
 * today; 404 when there is no such quote (or `visible` says the caller may not see it), 409 with
 * the reason otherwise. A client who answers a quote staff withdrew is told when, and to contact
 * us (the quote stays in their portal, marked withdrawn).
 */
export async function lockQuoteFor(
  tx: Db,
  id: string,
  action: QuoteAction,
  today: string,
  visible: (row: QuoteRow) => boolean | Promise<boolean> = () => true,
  who: "client" | "staff" = "staff",
): Promise<QuoteRow> {
  const row = await loadQuote(tx, id, true);
  if (!row || !(await visible(row))) throw notFound("quote");
  if (who === "client" && row.status === "void") throw new AppError("conflict", { key: "quote.withdrawn", params: { at: row.updatedAt.toISOString() } });
  const refusal = quoteRefusal(adminQuoteState(row.status, row.validUntil, today), action);
  if (refusal) throw new AppError("conflict", refusal);
  return row;
}

/**
 * 409 unless `version` is the quote's current one: an acceptance, a client's answer or an edit
 * binds to what was read. A client is told when the newer version replaced the one they read.
 */
export function assertVersion(row: QuoteRow, version: number, who: "client" | "staff") {
  if (row.version === version) return;
  throw new AppError(
    "conflict",
    who === "client"
      ? { key: "quote.replaced", params: { at: row.updatedAt.toISOString(), version: row.version } }
      : `This quote was changed since you opened it (it is now version ${row.version}). Reload it to see the latest.`,
  );
}
