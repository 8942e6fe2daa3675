import { and, count, desc, eq, sql } from "drizzle-orm";
import {
  SERVICE_VISITS_PAGE_SIZE,
  type ServiceVisitList,
  type ServiceVisitListQuery,
  type ServiceVisitRangeQuery,
} from "../../../shared/schemas/service-visits";
import { queryRows, type Db } from "../../db/client";
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

/**
 * The week view's answer as JSON text, built by the database: every visit from `from` to `to`
 * (both included, at most 31 days) by date and window, each as a ServiceVisitWeekRow. A busy week
 * holds thousands of visits; reading them as rows (parsed, mapped and serialised again) cost most
 * of the request, so the rows never come into the process (decision 038).
 */
export async function serviceVisitRangeJson(options: { db: Db; query: ServiceVisitRangeQuery }): Promise<string> {
  const { db, query } = options;
  const [row] = await queryRows<{ visits: string }>(
    db,
    sql`select coalesce(json_agg(
              json_build_array(v.id, v.visit_date, left(v.window_start::text, 5), left(v.window_end::text, 5), c.full_name, v.service, v.staff, v.status)
              order by v.visit_date, v.window_start, v.window_end, v.id), '[]')::text as visits
        from service_visits v
        join clients c on c.id = v.client_id
        where v.visit_date >= ${query.from}::date and v.visit_date <= ${query.to}::date`,
  );
  return `{"from":${JSON.stringify(query.from)},"to":${JSON.stringify(query.to)},"visits":${row!.visits}}`;
}
