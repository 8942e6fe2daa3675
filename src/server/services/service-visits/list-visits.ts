import { and, count, desc, eq, sql } from "drizzle-orm";
import { SERVICE_VISITS_PAGE_SIZE, type ServiceVisitList, type ServiceVisitListQuery } from "../../../shared/schemas/service-visits";
import type { Db } from "../../db/client";
import { serviceVisits } from "../../db/schema/index";
import { documentSearch, likeEscape } from "../common/text-search";
import { selectVisits, toVisit } from "./visit-record";

/** A visit whose crew's user names, or former names, contain the pattern. */
const crewNameLike = (pattern: string) =>
  sql`(exists (select 1 from service_visit_crew vc join admin_users a on a.user_id = vc.user_id where vc.visit_id = ${serviceVisits.id} and lower(a.username) like ${pattern})
    or lower(array_to_string(${serviceVisits.legacyStaff}, ' ')) like ${pattern})`;

/**
 * One page of visits (50), latest date first, with the number that match: filtered by status, and
 * searched in the service, the staff names and the client's name, e-mail and phone.
 */
export async function listServiceVisits(options: { db: Db; query: ServiceVisitListQuery }): Promise<ServiceVisitList> {
  const { db, query } = options;
  const search = query.search
    ? sql`(${documentSearch(serviceVisits, query.search)} or ${crewNameLike(`%${likeEscape(query.search.toLowerCase())}%`)})`
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
