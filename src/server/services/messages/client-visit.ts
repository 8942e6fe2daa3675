import { and, eq, sql } from "drizzle-orm";
import { REQUEST_NOTICE_HOURS } from "../../../shared/schemas/messages";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { serviceVisits } from "../../db/schema/index";
import { notFound } from "../../errors";
import type { PortalClient } from "./client-messages";

/**
 * The client's own visit, locked until the caller's transaction ends, with whether it starts within
 * the notice period (its day and window start, Ottawa time); another client's visit, or none, is 404.
 */
export async function lockClientVisit(tx: Db, client: PortalClient | null, id: string) {
  if (!client || !isUuid(id)) throw notFound("serviceVisit");
  const [row] = await tx
    .select({
      id: serviceVisits.id,
      status: serviceVisits.status,
      date: serviceVisits.visitDate,
      windowStart: sql<string>`to_char(${serviceVisits.windowStart}, 'HH24:MI')`,
      windowEnd: sql<string>`to_char(${serviceVisits.windowEnd}, 'HH24:MI')`,
      service: serviceVisits.service,
      soon: sql<boolean>`((${serviceVisits.visitDate} + ${serviceVisits.windowStart}) at time zone 'America/Toronto') < now() + make_interval(hours => ${REQUEST_NOTICE_HOURS})`,
    })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.id, id), eq(serviceVisits.clientId, client.id)))
    .for("update");
  if (!row) throw notFound("serviceVisit");
  return row;
}
export type ClientVisit = Awaited<ReturnType<typeof lockClientVisit>>;

/** Whether the visit is the client's (a request about another client's visit is 404 before its body is read). */
export async function ownsVisit(db: Db, clientId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: serviceVisits.id })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.id, id), eq(serviceVisits.clientId, clientId)));
  return Boolean(row);
}
