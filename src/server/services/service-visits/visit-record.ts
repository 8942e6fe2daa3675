import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PreferredWindow } from "../../../shared/schemas/messages";
import type { ServiceVisit, ServiceVisitDetail, ServiceVisitEventKind } from "../../../shared/schemas/service-visits";
import type { Db } from "../../db/client";
import { clientAddresses, clientMessages, clients, invoiceVisits, serviceVisitEvents, serviceVisits } from "../../db/schema/index";
import { staffLine, visitCrewJson } from "./staff-names";

/** Who changed a visit: a staff member. */
export type VisitActor = { userId: string; name: string };

/** The columns a visit is shown with: its own, its client's name and its address. */
export const visitColumns = {
  id: serviceVisits.id,
  clientId: serviceVisits.clientId,
  clientName: clients.fullName,
  addressId: serviceVisits.addressId,
  street: clientAddresses.street,
  city: clientAddresses.city,
  province: clientAddresses.province,
  postalCode: clientAddresses.postalCode,
  quoteId: serviceVisits.quoteId,
  scheduleId: serviceVisits.scheduleId,
  date: serviceVisits.visitDate,
  windowStart: serviceVisits.windowStart,
  windowEnd: serviceVisits.windowEnd,
  service: serviceVisits.service,
  legacyStaff: serviceVisits.legacyStaff,
  crew: visitCrewJson(serviceVisits.id),
  status: serviceVisits.status,
  crewNotes: serviceVisits.crewNotes,
  completionNote: serviceVisits.completionNote,
  reason: serviceVisits.reason,
  // Its live invoice, if billed (at most one: invoices_visit_key), probed per visit through that
  // index: a join could read all invoices for a week of visits.
  invoiceId: sql<
    string | null
  >`(select ${invoiceVisits.invoiceId} from ${invoiceVisits} where ${invoiceVisits.visitId} = ${serviceVisits.id} and ${invoiceVisits.live})`,
  createdAt: serviceVisits.createdAt,
  updatedAt: serviceVisits.updatedAt,
};

/** The select every read of visits starts from (joined to the client and the address). */
export const selectVisits = (db: Db) =>
  db
    .select(visitColumns)
    .from(serviceVisits)
    .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
    .innerJoin(clientAddresses, eq(clientAddresses.id, serviceVisits.addressId));

/** A selected row as the API answers it (times as hh:mm). */
export function toVisit(r: Awaited<ReturnType<ReturnType<typeof selectVisits>["execute"]>>[number]): ServiceVisit {
  const { street, city, province, postalCode, ...rest } = r;
  return {
    ...rest,
    address: { street, city, province, postalCode },
    staff: staffLine(r.crew, r.legacyStaff),
    windowStart: r.windowStart.slice(0, 5),
    windowEnd: r.windowEnd.slice(0, 5),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The stored row, locked until the caller's transaction ends when `lock` is set. */
export async function loadVisit(db: Db, id: string, lock = false) {
  const query = db.select().from(serviceVisits).where(eq(serviceVisits.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}
export type VisitStoredRow = NonNullable<Awaited<ReturnType<typeof loadVisit>>>;

/** The visit with its timeline; undefined when there is none. */
export async function visitDetail(db: Db, id: string): Promise<ServiceVisitDetail | undefined> {
  const [row] = await selectVisits(db).where(eq(serviceVisits.id, id));
  if (!row) return undefined;
  const events = await db
    .select()
    .from(serviceVisitEvents)
    .where(eq(serviceVisitEvents.visitId, id))
    .orderBy(asc(serviceVisitEvents.at), asc(serviceVisitEvents.id));
  const requests = await db
    .select()
    .from(clientMessages)
    .where(and(eq(clientMessages.visitId, id), inArray(clientMessages.kind, ["reschedule_request", "cancel_request"])))
    .orderBy(asc(clientMessages.createdAt), asc(clientMessages.id));
  return {
    visit: {
      ...toVisit(row),
      events: events.map((e) => ({
        id: e.id,
        kind: e.kind,
        at: e.at.toISOString(),
        actor: { name: e.actorName },
        details: e.details,
        ...(e.deviceAt && e.receivedAt ? { deviceAt: e.deviceAt.toISOString(), receivedAt: e.receivedAt.toISOString() } : {}),
      })),
      requests: requests.map((r) => ({
        id: r.id,
        kind: r.kind as "reschedule_request" | "cancel_request",
        preferredDate: r.details.preferredDate ?? null,
        preferredWindow: (r.details.preferredWindow as PreferredWindow | undefined) ?? null,
        note: r.body || null,
        createdAt: r.createdAt.toISOString(),
        closedAt: r.closedAt?.toISOString() ?? null,
      })),
    },
  };
}

/** One entry of the visit's timeline; pass the caller's transaction to keep it with the change. */
export async function recordVisitEvent(
  db: Db,
  event: { visitId: string; kind: ServiceVisitEventKind; actor: VisitActor; details?: Record<string, string | null> },
) {
  await db.insert(serviceVisitEvents).values({
    at: new Date(),
    visitId: event.visitId,
    kind: event.kind,
    actorUserId: event.actor.userId,
    actorName: event.actor.name,
    details: event.details ?? {},
  });
}
