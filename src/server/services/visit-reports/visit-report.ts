import { and, asc, eq, sql } from "drizzle-orm";
import { scheduleVisitBilling } from "../invoices/billing-jobs";
import { paths } from "../../../shared/paths";
import type { ReportPhoto, VisitReport } from "../../../shared/schemas/visit-reports";
import { queryRows, type Db } from "../../db/client";
import { clientAddresses, clients, serviceVisits, visitClientNotes, visitPhotos, visitReports } from "../../db/schema/index";
import type { Config } from "../../env";
import { mailSender } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { portalUrl } from "../common/portal-url";
import { recordVisitEvent } from "../service-visits/visit-record";
import type { Cleaner } from "../crew/crew-visits";
import { reportChecklist } from "./report-checklist";

// The client's visit report (decision 066): the crew's notes for the client, written at check-out,
// and the report e-mail, queued once when the last cleaner still on the visit checks out, which
// also completes the visit. Read back by the portal's Service History and the office's visit page.

export type ReportConfig = Config;

export const reportPhotoColumns = {
  id: visitPhotos.id,
  kind: visitPhotos.kind,
  width: visitPhotos.width,
  height: visitPhotos.height,
  thumbWidth: visitPhotos.thumbWidth,
  thumbHeight: visitPhotos.thumbHeight,
  createdAt: visitPhotos.createdAt,
};

export const toReportPhoto = (p: { createdAt: Date } & Omit<ReportPhoto, "createdAt">): ReportPhoto => ({ ...p, createdAt: p.createdAt.toISOString() });

/** A visit's photos as a report lists them: before ones first, each kind in the order taken. */
export async function reportPhotos(db: Db, visitId: string, takenBy?: string): Promise<ReportPhoto[]> {
  const rows = await db
    .select(reportPhotoColumns)
    .from(visitPhotos)
    .where(and(eq(visitPhotos.visitId, visitId), takenBy ? eq(visitPhotos.takenByUserId, takenBy) : undefined))
    .orderBy(sql`${visitPhotos.kind} = 'after'`, asc(visitPhotos.createdAt), asc(visitPhotos.id));
  return rows.map(toReportPhoto);
}

/** A visit's report, in its client's language: the day, the service, what was done, the notes for the client, the photos, when it was sent. */
export async function readVisitReport(db: Db, visitId: string): Promise<VisitReport | undefined> {
  const [visit] = await db
    .select({ date: serviceVisits.visitDate, service: serviceVisits.service, sentAt: visitReports.sentAt, language: clients.language })
    .from(serviceVisits)
    .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
    .leftJoin(visitReports, eq(visitReports.visitId, serviceVisits.id))
    .where(eq(serviceVisits.id, visitId));
  if (!visit) return undefined;
  const notes = await db
    .select({ text: visitClientNotes.note, at: visitClientNotes.createdAt })
    .from(visitClientNotes)
    .where(eq(visitClientNotes.visitId, visitId))
    .orderBy(asc(visitClientNotes.createdAt), asc(visitClientNotes.id));
  return {
    visitId,
    date: visit.date,
    service: visit.service,
    // In the client's language: the report is theirs (the e-mail and the portal).
    done: await reportChecklist(db, visitId, visit.language),
    notes: notes.map((n) => ({ text: n.text, at: n.at.toISOString() })),
    photos: await reportPhotos(db, visitId),
    sentAt: visit.sentAt?.toISOString() ?? null,
  };
}

/**
 * In the check-out's transaction, after the cleaner's `checked_out` event: keep their note for
 * the client, and when no cleaner is still checked in on the visit (every check-in has its
 * check-out), complete the visit and queue its report to the client, once.
 */
export async function afterCheckOut(tx: Db, o: { config: ReportConfig; visitId: string; cleaner: Cleaner; clientNote?: string }): Promise<void> {
  const { visitId, cleaner } = o;
  if (o.clientNote) {
    await tx.insert(visitClientNotes).values({ visitId, authorUserId: cleaner.userId, authorName: cleaner.username, note: o.clientNote }).onConflictDoNothing();
  }
  const [open] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from service_visit_events i where i.visit_id = ${visitId} and i.kind = 'checked_in'
          and not exists (select 1 from service_visit_events o where o.visit_id = i.visit_id and o.kind = 'checked_out'
                          and o.actor_user_id is not distinct from i.actor_user_id)`,
  );
  if (open!.n > 0) return;
  await tx
    .update(serviceVisits)
    .set({ status: "completed", completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(serviceVisits.id, visitId), eq(serviceVisits.status, "scheduled")));
  await recordVisitEvent(tx, { visitId, kind: "completed", actor: { userId: cleaner.userId, name: cleaner.username } });
  await afterCompletion(tx, o.config, visitId);
}

/** What follows a visit's completion, by staff or by the crew's last check-out: its report to the client, and its invoice when its schedule bills per visit (decision 073). */
export async function afterCompletion(tx: Db, config: ReportConfig, visitId: string): Promise<void> {
  await queueVisitReport(tx, config, visitId);
  await scheduleVisitBilling(tx, visitId);
}

/** Queue the report e-mail of `visitId` to its client, in their language, unless it was queued before. */
export async function queueVisitReport(tx: Db, config: ReportConfig, visitId: string): Promise<void> {
  const [v] = await tx
    .select({
      date: serviceVisits.visitDate,
      service: serviceVisits.service,
      street: clientAddresses.street,
      city: clientAddresses.city,
      province: clientAddresses.province,
      postalCode: clientAddresses.postalCode,
      name: clients.fullName,
      email: clients.email,
      language: clients.language,
    })
    .from(serviceVisits)
    .innerJoin(clients, eq(clients.id, serviceVisits.clientId))
    .innerJoin(clientAddresses, eq(clientAddresses.id, serviceVisits.addressId))
    .where(eq(serviceVisits.id, visitId));
  if (!v) return;
  const [claimed] = await tx.insert(visitReports).values({ visitId, language: v.language }).onConflictDoNothing().returning({ visitId: visitReports.visitId });
  if (!claimed || !v.email) return;
  const report = (await readVisitReport(tx, visitId))!;
  const count = (kind: "before" | "after") => report.photos.filter((p) => p.kind === kind).length;
  const outboxId = await enqueueMail(tx, {
    kind: "visit.report",
    language: v.language,
    data: {
      visit: { date: v.date, service: v.service, address: [v.street, v.city, [v.province, v.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ") },
      done: report.done,
      notes: report.notes.map((n) => n.text),
      photos: { before: count("before"), after: count("after") },
      client: { name: v.name, email: v.email },
      url: portalUrl(config, paths.clientDashboard, v),
      company: { name: config.site.companyName, email: config.site.email, phone: config.site.supportPhone, sender: mailSender(config) },
    },
  });
  await tx.update(visitReports).set({ outboxId }).where(eq(visitReports.visitId, visitId));
}
