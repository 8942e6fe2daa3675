import { and, desc, eq, sql } from "drizzle-orm";
import { clientAddressLine } from "../../../shared/schemas/clients";
import type { CrewNoteInput, CrewReport, NoAccessInput, OpenNoAccess } from "../../../shared/schemas/crew-reports";
import type { Db } from "../../db/client";
import { clientAddresses, clients, serviceVisitEvents, serviceVisits, visitCrewReports } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { mailSender } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { mailVisit } from "../messages/message-mail";
import { onCrew, type Cleaner } from "../crew/crew-visits";

// What a cleaner tells the office about a visit (decision 067): a note, and "Can't get in", which
// the company inbox is told of at once. Neither is ever shown to the client.

/**
 * Whether a report is open: a "Can't get in" stays open while its visit is still scheduled on the
 * day it was reported. Moving the visit to another day or cancelling it settles it.
 */
const openSql = sql<boolean>`(${visitCrewReports.kind} = 'no_access' and ${serviceVisits.status} = 'scheduled' and ${serviceVisits.visitDate} = ${visitCrewReports.visitDate})`;

const reportColumns = {
  id: visitCrewReports.id,
  visitId: visitCrewReports.visitId,
  kind: visitCrewReports.kind,
  reason: visitCrewReports.reason,
  text: visitCrewReports.text,
  visitDate: visitCrewReports.visitDate,
  authorName: visitCrewReports.authorName,
  createdAt: visitCrewReports.createdAt,
  open: openSql,
};

type Row = { createdAt: Date | string; open: boolean | null } & Omit<CrewReport, "createdAt" | "open">;
const toReport = (r: Row): CrewReport => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), open: r.open === true });

async function readReport(db: Db, id: string): Promise<CrewReport> {
  const [row] = await db
    .select(reportColumns)
    .from(visitCrewReports)
    .innerJoin(serviceVisits, eq(serviceVisits.id, visitCrewReports.visitId))
    .where(eq(visitCrewReports.id, id));
  return toReport(row!);
}

/** The visit of the cleaner's crew, locked for the transaction; a visit that is not theirs is not found. */
async function lockCrewVisit(tx: Db, cleaner: Cleaner, id: string) {
  const [visit] = await tx
    .select({ id: serviceVisits.id, status: serviceVisits.status, date: serviceVisits.visitDate })
    .from(serviceVisits)
    .where(and(eq(serviceVisits.id, id), onCrew(cleaner)))
    .for("update");
  if (!visit) throw notFound("serviceVisit");
  return visit;
}

/** A note to the office about one of the cleaner's visits, whatever its state. */
export async function writeNote(o: { db: Db; cleaner: Cleaner; id: string; input: CrewNoteInput }): Promise<CrewReport> {
  const reportId = await transaction(o.db, async (tx) => {
    const visit = await lockCrewVisit(tx, o.cleaner, o.id);
    const [row] = await tx
      .insert(visitCrewReports)
      .values({ visitId: visit.id, kind: "note", text: o.input.text, visitDate: visit.date, authorUserId: o.cleaner.userId, authorName: o.cleaner.username })
      .returning({ id: visitCrewReports.id });
    return row!.id;
  });
  return readReport(o.db, reportId);
}

/**
 * "Can't get in": recorded, and the company inbox told in the same transaction. Only for a visit
 * still scheduled, today, that no one of the crew has checked into, and once while it is open.
 * The visit stays scheduled; the client is not told (the office decides).
 */
export async function reportNoAccess(o: { db: Db; config: Config; cleaner: Cleaner; id: string; today: string; input: NoAccessInput }): Promise<CrewReport> {
  const { db, config, cleaner, id, input } = o;
  const reportId = await transaction(db, async (tx) => {
    const visit = await lockCrewVisit(tx, cleaner, id);
    if (visit.status !== "scheduled") throw new AppError("conflict", { key: "crew.notScheduled" });
    if (visit.date !== o.today) throw new AppError("conflict", { key: "crew.notToday" });
    const [checked] = await tx
      .select({ id: serviceVisitEvents.id })
      .from(serviceVisitEvents)
      .where(and(eq(serviceVisitEvents.visitId, id), sql`${serviceVisitEvents.kind} in ('checked_in', 'checked_out')`))
      .limit(1);
    if (checked) throw new AppError("conflict", { key: "crew.alreadyIn" });
    const [reported] = await tx
      .select({ id: visitCrewReports.id })
      .from(visitCrewReports)
      .where(and(eq(visitCrewReports.visitId, id), eq(visitCrewReports.kind, "no_access"), eq(visitCrewReports.visitDate, visit.date)))
      .limit(1);
    if (reported) throw new AppError("conflict", { key: "crew.alreadyReported" });
    const [row] = await tx
      .insert(visitCrewReports)
      .values({
        visitId: id,
        kind: "no_access",
        reason: input.reason,
        text: input.text,
        visitDate: visit.date,
        authorUserId: cleaner.userId,
        authorName: cleaner.username,
      })
      .returning({ id: visitCrewReports.id });
    const [about] = await tx
      .select({
        clientName: clients.fullName,
        service: serviceVisits.service,
        date: serviceVisits.visitDate,
        windowStart: serviceVisits.windowStart,
        windowEnd: serviceVisits.windowEnd,
        street: clientAddresses.street,
        city: clientAddresses.city,
        province: clientAddresses.province,
        postalCode: clientAddresses.postalCode,
      })
      .from(serviceVisits)
      .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
      .innerJoin(clientAddresses, eq(clientAddresses.id, serviceVisits.addressId))
      .where(eq(serviceVisits.id, id));
    const { when, service } = mailVisit({ ...about!, windowStart: about!.windowStart.slice(0, 5), windowEnd: about!.windowEnd.slice(0, 5) });
    await enqueueMail(tx, {
      kind: "crew.no-access",
      data: {
        to: config.companyInbox,
        cleanerName: cleaner.username,
        clientName: about!.clientName,
        when,
        service,
        address: clientAddressLine(about!),
        reason: input.reason,
        text: input.text,
        adminUrl: `${config.appUrl}/admin/visits/${id}`,
        sender: mailSender(config),
      },
    });
    return row!.id;
  });
  return readReport(db, reportId);
}

/** A visit's notes and reports for the office, newest first; a visit that does not exist is not found. */
export async function visitReports(db: Db, visitId: string): Promise<CrewReport[]> {
  const [visit] = await db.select({ id: serviceVisits.id }).from(serviceVisits).where(eq(serviceVisits.id, visitId));
  if (!visit) throw notFound("serviceVisit");
  const rows = await db
    .select(reportColumns)
    .from(visitCrewReports)
    .innerJoin(serviceVisits, eq(serviceVisits.id, visitCrewReports.visitId))
    .where(eq(visitCrewReports.visitId, visitId))
    .orderBy(desc(visitCrewReports.createdAt), desc(visitCrewReports.id));
  return rows.map(toReport);
}

/** Every open "Can't get in", oldest first: what the office has to settle. */
export async function openNoAccess(db: Db): Promise<OpenNoAccess["reports"]> {
  const rows = await db
    .select({
      ...reportColumns,
      clientName: clients.fullName,
      service: serviceVisits.service,
      windowStart: serviceVisits.windowStart,
      windowEnd: serviceVisits.windowEnd,
    })
    .from(visitCrewReports)
    .innerJoin(serviceVisits, eq(serviceVisits.id, visitCrewReports.visitId))
    .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
    .where(openSql)
    .orderBy(visitCrewReports.createdAt);
  return rows.map((r) => ({
    ...toReport(r),
    clientName: r.clientName,
    service: r.service,
    windowStart: r.windowStart.slice(0, 5),
    windowEnd: r.windowEnd.slice(0, 5),
  }));
}
