import { and, asc, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import {
  SERVICE_VISITS_PAGE_SIZE,
  type ServiceVisitList,
  type ServiceVisitListQuery,
  type ServiceVisitRange,
  type ServiceVisitRangeQuery,
} from "../../../shared/schemas/service-visits";
import type { Db } from "../../db/client";
import { serviceVisits } from "../../db/schema/index";
import { documentSearch, likeEscape } from "../common/text-search";
import { selectVisits, toVisit } from "./visit-record";

/**
 * One page of visits (50), latest date first, with the number that match: filtered by status, and
 * searched in the service, the staff names and the client's name, e-mail and phone.
 */
export async function listServiceVisits(options: { db: Db; query: ServiceVisitListQuery }): Promise<ServiceVisitList> {
  const { db, query } = options;
  const search = query.search
    ? sql`(${documentSearch(serviceVisits, query.search)} or lower(array_to_string(${serviceVisits.staff}, ' ')) like ${`%${likeEscape(query.search.toLowerCase())}%`})`
    : undefined;
  const where = and(query.status ? eq(serviceVisits.status, query.status) : undefined, search);
  const pageSize = SERVICE_VISITS_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    selectVisits(db)
      .where(where)
      .orderBy(desc(serviceVisits.visitDate), desc(serviceVisits.windowStart), desc(serviceVisits.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(serviceVisits).where(where),
  ]);
  return { items: rows.map(toVisit), total: Number(counted!.n), page: query.page, pageSize };
}

/** Every visit from `from` to `to` (both included, at most 31 days), by date and window start: the week view. */
export async function serviceVisitRange(options: { db: Db; query: ServiceVisitRangeQuery }): Promise<ServiceVisitRange> {
  const { db, query } = options;
  const rows = await selectVisits(db)
    .where(and(gte(serviceVisits.visitDate, query.from), lte(serviceVisits.visitDate, query.to)))
    .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.windowStart), asc(serviceVisits.windowEnd), asc(serviceVisits.id));
  return { from: query.from, to: query.to, items: rows.map(toVisit) };
}
