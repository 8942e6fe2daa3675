import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { clientAddressLine } from "../../../shared/schemas/clients";
import { CREW_DAYS, type CrewDay, type CrewVisit } from "../../../shared/schemas/crew";
import { addDays } from "../../../shared/calendar-date";
import type { Db } from "../../db/client";
import { clientAddresses, clients, crewAccessViews, serviceVisitCrew, serviceVisitEvents, serviceVisits } from "../../db/schema/index";
import { notFound } from "../../errors";

/** The cleaner asking: their account and their staff user name, the name visits list them by. */
export type Cleaner = { userId: string; username: string };

/** Whether `cleaner` is on the visit's crew: their account is (decision 064). */
export const onCrew = (cleaner: Cleaner): SQL =>
  sql`exists (select 1 from ${serviceVisitCrew} where ${serviceVisitCrew.visitId} = ${serviceVisits.id} and ${serviceVisitCrew.userId} = ${cleaner.userId})`;

/**
 * A Google Maps search of the address: its documented cross-platform URL opens the Maps app on a
 * phone that has it, the web map otherwise.
 */
export const mapUrl = (line: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}`;

/**
 * Whether the entry details are shown: from the day before the visit to the end of its day
 * (Ottawa), while it is scheduled and until this cleaner has checked out.
 */
export function accessOpen(visit: { date: string; status: string; checkedOutAt: string | null }, today: string): boolean {
  return visit.status === "scheduled" && visit.checkedOutAt === null && (today === visit.date || today === addDays(visit.date, -1));
}

const columns = {
  id: serviceVisits.id,
  date: serviceVisits.visitDate,
  windowStart: serviceVisits.windowStart,
  windowEnd: serviceVisits.windowEnd,
  service: serviceVisits.service,
  status: serviceVisits.status,
  clientName: clients.fullName,
  street: clientAddresses.street,
  city: clientAddresses.city,
  province: clientAddresses.province,
  postalCode: clientAddresses.postalCode,
  accessNotes: clientAddresses.accessNotes,
  crewNotes: serviceVisits.crewNotes,
};

const selectCrewVisits = (db: Db, cleaner: Cleaner, where: SQL | undefined) =>
  db
    .select(columns)
    .from(serviceVisits)
    .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
    .innerJoin(clientAddresses, eq(clientAddresses.id, serviceVisits.addressId))
    .where(and(onCrew(cleaner), where))
    .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.windowStart), asc(serviceVisits.id));

type Row = Awaited<ReturnType<typeof selectCrewVisits>>[number];

/** This cleaner's check-in and check-out times on `visitIds`. */
async function checksOf(db: Db, cleaner: Cleaner, visitIds: string[]) {
  const times = new Map<string, { in: string | null; out: string | null }>();
  if (!visitIds.length) return times;
  const events = await db
    .select({ visitId: serviceVisitEvents.visitId, kind: serviceVisitEvents.kind, at: serviceVisitEvents.at })
    .from(serviceVisitEvents)
    .where(
      and(
        inArray(serviceVisitEvents.visitId, visitIds),
        eq(serviceVisitEvents.actorUserId, cleaner.userId),
        inArray(serviceVisitEvents.kind, ["checked_in", "checked_out"]),
      ),
    );
  for (const e of events) {
    const entry = times.get(e.visitId) ?? { in: null, out: null };
    entry[e.kind === "checked_in" ? "in" : "out"] = e.at.toISOString();
    times.set(e.visitId, entry);
  }
  return times;
}

/**
 * The rows as the cleaner sees them; each visit whose entry details are given is recorded in
 * crew_access_views (who, which visit, when).
 */
async function toCrewVisits(db: Db, cleaner: Cleaner, rows: Row[], today: string): Promise<CrewVisit[]> {
  const checks = await checksOf(
    db,
    cleaner,
    rows.map((r) => r.id),
  );
  const visits = rows.map((r): CrewVisit => {
    const { street, city, province, postalCode, accessNotes, ...rest } = r;
    const address = { street, city, province, postalCode };
    const times = checks.get(r.id);
    const visit = {
      ...rest,
      windowStart: r.windowStart.slice(0, 5),
      windowEnd: r.windowEnd.slice(0, 5),
      address,
      mapUrl: mapUrl(clientAddressLine(address)),
      access: null,
      checkedInAt: times?.in ?? null,
      checkedOutAt: times?.out ?? null,
    };
    return accessOpen(visit, today) ? { ...visit, access: { notes: accessNotes } } : visit;
  });
  const seen = visits.filter((v) => v.access?.notes);
  if (seen.length) await db.insert(crewAccessViews).values(seen.map((v) => ({ visitId: v.id, userId: cleaner.userId, viewerName: cleaner.username })));
  return visits;
}

/** The cleaner's visits from today through the next CREW_DAYS - 1 days, cancelled ones left out. */
export async function crewDay(db: Db, cleaner: Cleaner, today: string): Promise<CrewDay> {
  const rows = await selectCrewVisits(
    db,
    cleaner,
    and(gte(serviceVisits.visitDate, today), lte(serviceVisits.visitDate, addDays(today, CREW_DAYS - 1)), ne(serviceVisits.status, "cancelled")),
  );
  return { today, visits: await toCrewVisits(db, cleaner, rows, today) };
}

/** One of the cleaner's visits; a visit that is not theirs is not found. */
export async function crewVisit(db: Db, cleaner: Cleaner, id: string, today: string): Promise<CrewVisit> {
  const [row] = await selectCrewVisits(db, cleaner, eq(serviceVisits.id, id));
  if (!row) throw notFound("serviceVisit");
  return (await toCrewVisits(db, cleaner, [row], today))[0]!;
}
