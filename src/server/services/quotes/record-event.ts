import type { QuoteEventKind } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { quoteEvents } from "../../db/schema/index";
import { actorColumns, type DocumentActor } from "../billing/timeline";

/** Who did something to a quote: a staff member (by account) or the client (with where from); never the system. */
export type QuoteActor = Exclude<DocumentActor, { type: "system" }>;

/** One entry of the quote's timeline, about one version; pass the caller's transaction to keep it with the change. */
export async function recordQuoteEvent(
  db: Db,
  event: { quoteId: string; kind: QuoteEventKind; version: number; actor: QuoteActor; details?: Record<string, string | null> },
): Promise<void> {
  await db.insert(quoteEvents).values({
    at: new Date(),
    quoteId: event.quoteId,
    kind: event.kind,
    version: event.version,
    ...actorColumns(event.actor),
    details: event.details ?? {},
  });
}
