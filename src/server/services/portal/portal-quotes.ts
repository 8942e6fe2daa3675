import { sql } from "drizzle-orm";
import { PORTAL_QUOTE_STATUSES, portalQuoteState, type PortalQuoteDetail } from "../../../shared/portal";
import { queryRows, type Db } from "../../db/client";
import { loadQuote, quoteAcceptance, quoteDocument, type QuoteRow } from "../quotes/quote-record";
import { recordQuoteEvent, type QuoteActor } from "../quotes/record-event";

// A signed-in client's own quotes, one at a time: the page, the PDF, and the rule of what they
// may see (their client's quotes that were sent; never drafts or void ones).

/** The client a signed-in user is (by e-mail, any case), or null. */
export async function clientOfUser(db: Db, email: string): Promise<{ id: string; fullName: string } | null> {
  const [row] = await queryRows<{ id: string; fullName: string }>(
    db,
    sql`select id, full_name as "fullName" from clients where lower(email) = lower(${email})`,
  );
  return row ?? null;
}

/** Whether the quote is one the client may see: theirs, sent (a withdrawn one too, once it was sent). */
export const shownTo = (clientId: string | undefined) => (row: QuoteRow) =>
  row.clientId === clientId && (PORTAL_QUOTE_STATUSES as readonly string[]).includes(row.status) && (row.status !== "void" || row.sentAt !== null);

/** The client's actor for the timeline: their account, their name, where the request came from. */
export const clientActor = (userId: string, client: { fullName: string } | null, ip: string | null, userAgent: string | null): QuoteActor => ({
  type: "client",
  userId,
  name: client?.fullName ?? null,
  ip,
  userAgent,
});

/** The quote page as the client reads it; undefined when it is not theirs to see. */
export async function portalQuoteDetail(db: Db, clientId: string | undefined, id: string, today: string): Promise<PortalQuoteDetail | undefined> {
  const row = await loadQuote(db, id);
  if (!row || !shownTo(clientId)(row)) return undefined;
  const acceptance = await quoteAcceptance(db, row.id);
  return {
    quote: {
      ...(await quoteDocument(db, row)),
      status: portalQuoteState(row.status, row.validUntil, today)!,
      withdrawnAt: row.status === "void" ? row.updatedAt.toISOString() : null,
      acceptance: acceptance && {
        version: acceptance.version,
        signedName: acceptance.signedName,
        acceptedAt: acceptance.acceptedAt,
        channel: acceptance.channel,
        optionalLineIds: acceptance.optionalLineIds,
      },
    },
  };
}

/** Log that the client opened the quote (its page or its PDF): every view, not only the first. */
export async function recordQuoteView(db: Db, detail: PortalQuoteDetail, actor: QuoteActor, channel: "page" | "pdf") {
  await recordQuoteEvent(db, { quoteId: detail.quote.id, kind: "viewed", version: detail.quote.version, actor, details: { channel } });
}
