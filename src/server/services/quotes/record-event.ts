import type { QuoteEventKind } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { quoteEvents } from "../../db/schema/index";

/** Who did something to a quote: a staff member (by account) or the client (with where from). */
export type QuoteActor =
  | { type: "staff"; userId: string; name: string }
  | { type: "client"; userId: string | null; name: string | null; ip?: string | null; userAgent?: string | null };

/** One entry of the quote's timeline; pass the caller's transaction to keep it with the change. */
export async function recordQuoteEvent(
  db: Db,
  event: { quoteId: string; kind: QuoteEventKind; version: number; actor: QuoteActor; details?: Record<string, string | null> },
): Promise<void> {
  const { actor } = event;
  await db.insert(quoteEvents).values({
    at: new Date(),
    quoteId: event.quoteId,
    kind: event.kind,
    version: event.version,
    actorType: actor.type,
    actorUserId: actor.userId,
    actorName: actor.name,
    details: event.details ?? {},
    ip: actor.type === "client" ? (actor.ip ?? null) : null,
    userAgent: actor.type === "client" ? (actor.userAgent ?? null) : null,
  });
}
