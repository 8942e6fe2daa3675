import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { PortalVisit, PortalVisits } from "../../../shared/portal";
import { clientAddressLine } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { clientAddresses, clients, serviceVisits } from "../../db/schema/index";

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
      .where(and(sql`lower(${clients.email}) = lower(${email})`, where));
  const [upcoming, history] = await Promise.all([
    select(and(eq(serviceVisits.status, "scheduled"), gte(serviceVisits.visitDate, today)))
      .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.windowStart), asc(serviceVisits.id))
      .limit(UPCOMING_VISITS),
    select(eq(serviceVisits.status, "completed"))
      .orderBy(desc(serviceVisits.visitDate), desc(serviceVisits.windowStart), desc(serviceVisits.id))
      .limit(VISIT_HISTORY),
  ]);
  const toVisit = ({ street, city, province, postalCode, ...v }: (typeof upcoming)[number]): PortalVisit => ({
    ...v,
    address: clientAddressLine({ street, city, province, postalCode }),
  });
  return { upcoming: upcoming.map(toVisit), history: history.map(toVisit) };
}
