import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { LEADS_PAGE_SIZE, type LeadList, type LeadListQuery } from "../../../shared/schemas/leads";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema/index";
import { leadColumns, toLead } from "./lead-row";
import { searchCondition } from "../common/text-search";

/** One page of leads, newest first, with the number of leads the search and status match. */
export async function listLeads(options: { db: Db; query: LeadListQuery }): Promise<LeadList> {
  const { db, query } = options;
  const parts: SQL[] = [];
  // search_text: name, e-mail, phone and the phone's digits, lower-cased, on a trigram index.
  if (query.search) parts.push(searchCondition(leads.searchText, query.search));
  if (query.status) parts.push(eq(leads.leadStatus, query.status));
  const where = and(...parts);
  const pageSize = LEADS_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    db
      .select(leadColumns)
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { items: rows.map(toLead), total: Number(counted!.n), page: query.page, pageSize };
}
