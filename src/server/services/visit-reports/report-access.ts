import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { clients, serviceVisits } from "../../db/schema/index";
import type { Viewer } from "../../http/api-env";
import { onCrew } from "../crew/crew-visits";

/**
 * Whether `viewer` may see the visit's report and photos (decision 066): owners and office staff,
 * a cleaner on the visit's crew, and the client whose visit it is (their portal session: the
 * client record with their e-mail). No one else, signed in or not.
 */
export async function mayViewVisit(db: Db, viewer: Viewer | null, visitId: string): Promise<boolean> {
  if (!viewer || !isUuid(visitId)) return false;
  if (viewer.role === "owner" || viewer.role === "office") {
    const [row] = await db.select({ id: serviceVisits.id }).from(serviceVisits).where(eq(serviceVisits.id, visitId));
    return Boolean(row);
  }
  if (viewer.role === "cleaner") {
    const cleaner = { userId: viewer.userId, username: viewer.username ?? viewer.email };
    const [row] = await db
      .select({ id: serviceVisits.id })
      .from(serviceVisits)
      .where(and(eq(serviceVisits.id, visitId), onCrew(cleaner)));
    return Boolean(row);
  }
  if (viewer.role === "client") {
    const [row] = await db
      .select({ id: serviceVisits.id })
      .from(serviceVisits)
      .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
      .where(and(eq(serviceVisits.id, visitId), sql`lower(${clients.email}) = lower(${viewer.email})`));
    return Boolean(row);
  }
  return false;
}
