import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { PortalVisit, PortalVisits } from "../../../shared/portal";
import { clientAddressLine } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { clientAddresses, clients, serviceVisits, visitRatings } from "../../db/schema/index";

/** How many visits each dashboard card lists. */
export const UPCOMING_VISITS = 5;
export const VISIT_HISTORY = 10;

const columns = {
  id: serviceVisits.id,
  date: serviceVisits.visitDate,
  windowStart: sql<string>`to_char(${serviceVisits.windowStart}, 'HH24:MI')`,
  windowEnd: sql<string>`to_char(${serviceVisits.windowEnd}, 'HH24:MI')`,
  service: serviceVisits.service,
  street: clientAddresses.street,
  city: clientAddresses.city,
  province: clientAddresses.province,
  postalCode: clientAddresses.postalCode,
  ratingScore: visitRatings.score,
  ratingComment: visitRatings.comment,
  // The latest request about the visit that staff have not done yet (closed_at: decision 051).
  pendingRequest: sql<string | null>`(select m.kind from client_messages m where m.visit_id = ${serviceVisits.id}
    and m.kind in ('reschedule_request', 'cancel_request') and m.closed_at is null
    order by m.created_at desc limit 1)`,
};

/**
 * The signed-in client's visits for the dashboard (the client with the user's e-mail, as for
 * quotes and invoices): scheduled ones from today on, soonest first; completed ones, newest first.
 * Cancelled and missed visits are on neither card.
 */
export async function listClientVisits(db: Db, email: string, today: string): Promise<PortalVisits> {
  const select = (where: ReturnType<typeof and>) =>
    db
      .select(columns)
      .from(serviceVisits)
      .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
      .innerJoin(clientAddresses, eq(clientAddresses.id, serviceVisits.addressId))
      .leftJoin(visitRatings, eq(visitRatings.visitId, serviceVisits.id))
      .where(and(sql`lower(${clients.email}) = lower(${email})`, where));
  const [upcoming, history] = await Promise.all([
    select(and(eq(serviceVisits.status, "scheduled"), gte(serviceVisits.visitDate, today)))
      .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.windowStart), asc(serviceVisits.id))
      .limit(UPCOMING_VISITS),
    select(eq(serviceVisits.status, "completed"))
      .orderBy(desc(serviceVisits.visitDate), desc(serviceVisits.windowStart), desc(serviceVisits.id))
      .limit(VISIT_HISTORY),
  ]);
  const toVisit = ({ street, city, province, postalCode, ratingScore, ratingComment, pendingRequest, ...v }: (typeof upcoming)[number]): PortalVisit => ({
    ...v,
    address: clientAddressLine({ street, city, province, postalCode }),
  });
  return {
    upcoming: upcoming.map((v) => ({
      ...toVisit(v),
      pendingRequest: v.pendingRequest === null ? null : v.pendingRequest === "cancel_request" ? "cancel" : "reschedule",
    })),
    history: history.map((v) => ({ ...toVisit(v), rating: v.ratingScore === null ? null : { score: v.ratingScore, comment: v.ratingComment } })),
  };
}
