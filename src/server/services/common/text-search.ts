import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { clients } from "../../db/schema/index";

// The admin lists' search: a case-insensitive "contains" on a lower-cased search column that
// holds the name, e-mail, phone and the phone's digits (see job_assessments and leads).

/** Escape LIKE's wildcards so a search for "50%" or "a_b" means those characters. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Characters a typed phone number may hold besides digits. */
const PHONE_LIKE = /^[\d\s().+-]+$/;

/** `column` contains the search, or (when the search looks like a phone number) its digits. */
export function searchCondition(column: SQLWrapper, search: string): SQL {
  const matches = [sql`${column} like ${`%${likeEscape(search.toLowerCase())}%`}`];
  // 6135550100 finds 613-555-0100 and (613) 555-0100 finds it too: digits only when the search looks like a phone number.
  const digits = search.replace(/\D/g, "");
  if (digits && digits !== search && PHONE_LIKE.test(search)) matches.push(sql`${column} like ${`%${digits}%`}`);
  return matches.length > 1 ? sql`(${sql.join(matches, sql` or `)})` : matches[0]!;
}

/**
 * A quote's or an invoice's search: its own search column, or its client's. The clients are
 * looked up first, as an array (`= any(array(...))`), so that PostgreSQL can OR the two indexes
 * (the document's trigram index and its client index) in one bitmap scan; `client_id in (select
 * ...)` is a hashed subplan that no index can serve, and made every search read the whole table.
 */
export function documentSearch(document: { searchText: SQLWrapper; clientId: SQLWrapper }, search: string): SQL {
  const matchingClients = sql`select ${clients.id} from ${clients} where ${searchCondition(clients.searchText, search)}`;
  return sql`(${searchCondition(document.searchText, search)} or ${document.clientId} = any(array(${matchingClients})))`;
}
