import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import { adminQuoteState, QUOTES_PAGE_SIZE, type AdminQuoteState, type QuoteList, type QuoteListQuery } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { clients, quotes } from "../../db/schema/index";
import { documentPage } from "../common/document-page";
import { documentSearch } from "../common/text-search";

/** The stored condition of each state staff filter by (expired: sent and past valid-until). */
function stateCondition(state: AdminQuoteState, today: string): SQL | undefined {
  switch (state) {
    case "sent":
      return and(eq(quotes.status, "sent"), gte(quotes.validUntil, today));
    case "expired":
      return and(eq(quotes.status, "sent"), lt(quotes.validUntil, today));
    default:
      return eq(quotes.status, state);
  }
}

/**
 * One page of quotes (50), newest first, with the number that match: filtered by state, and
 * searched in the number, the title and the client's name, e-mail and phone.
 */
export async function listQuotes(options: { db: Db; query: QuoteListQuery; today: string }): Promise<QuoteList> {
  const { db, query, today } = options;
  const search = query.search ? documentSearch(quotes, query.search) : undefined;
  const where = and(query.status ? stateCondition(query.status, today) : undefined, search);
  const pageSize = QUOTES_PAGE_SIZE;
  const { ids, order, total } = documentPage(db, quotes, where, query.page, pageSize);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: quotes.id,
        number: quotes.number,
        title: quotes.title,
        clientId: quotes.clientId,
        clientName: clients.fullName,
        status: quotes.status,
        totalCents: quotes.totalCents,
        quoteDate: quotes.quoteDate,
        validUntil: quotes.validUntil,
        version: quotes.version,
        createdAt: quotes.createdAt,
      })
      .from(ids)
      .innerJoin(quotes, eq(quotes.id, ids.id))
      .innerJoin(clients, eq(clients.id, quotes.clientId))
      .orderBy(...order),
    total(),
  ]);
  return {
    items: rows.map((r) => ({ ...r, status: adminQuoteState(r.status, r.validUntil, today), createdAt: r.createdAt.toISOString() })),
    total: counted,
    page: query.page,
    pageSize,
  };
}
