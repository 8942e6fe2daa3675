import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MessageKind } from "../../../shared/schemas/messages";
import type { Db } from "../../db/client";
import { clientAddresses, clientMessages, clients, serviceVisits } from "../../db/schema/index";
import type { Config } from "../../env";
import type { VisitChange, VisitSeries } from "../../mail/templates/inputs/visit";
import { mailSender } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { paths } from "../../../shared/paths";
import { portalUrl } from "../common/portal-url";
import { addMessage } from "../messages/conversation-store";
import { mailVisit } from "../messages/message-mail";
import type { VisitActor } from "./visit-record";

// The client is told when staff schedule, move or cancel a visit, or set up a recurring series
// (decision 051): an e-mail in their language (when they have an address) and a notice in their
// conversation (a staff message of kind visit_notice, shown in the portal in their language from
// its details), in the transaction of the change. The visits a series generates in bulk are not
// announced one by one: the series is, once, with its first visit.

export type VisitNoticeConfig = Pick<Config, "appUrl" | "site">;

type Previous = { date: string; windowStart: string; windowEnd: string };

const hhmm = (t: string) => t.slice(0, 5);

const PREVIEW: Record<VisitChange, string> = {
  scheduled: "Visit scheduled",
  moved: "Visit moved",
  cancelled: "Visit cancelled",
  series: "Recurring visits set up",
};

/** Tell the client of `visitId` what `change` staff made, in the caller's transaction. */
export async function announceVisit(
  tx: Db,
  o: { config: VisitNoticeConfig; actor: VisitActor; visitId: string; change: VisitChange; previous?: Previous; series?: VisitSeries },
) {
  const [v] = await tx
    .select({
      clientId: serviceVisits.clientId,
      date: serviceVisits.visitDate,
      windowStart: serviceVisits.windowStart,
      windowEnd: serviceVisits.windowEnd,
      service: serviceVisits.service,
      reason: serviceVisits.reason,
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
    .where(eq(serviceVisits.id, o.visitId));
  if (!v) return;
  const visit = { date: v.date, windowStart: hhmm(v.windowStart), windowEnd: hhmm(v.windowEnd), service: v.service };
  const previous = o.previous ? { date: o.previous.date, windowStart: hhmm(o.previous.windowStart), windowEnd: hhmm(o.previous.windowEnd) } : null;
  const reason = o.change === "cancelled" ? v.reason : null;
  const outboxId = v.email
    ? await enqueueMail(tx, {
        kind: "visit.notice",
        language: v.language,
        data: {
          change: o.change,
          visit: { ...visit, address: [v.street, v.city, [v.province, v.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ") },
          previous,
          reason,
          series: o.series ?? null,
          client: { name: v.name, email: v.email },
          url: portalUrl(o.config, paths.clientDashboard, v),
          company: { name: o.config.site.companyName, email: o.config.site.email, phone: o.config.site.supportPhone, sender: mailSender(o.config) },
        },
      })
    : null;
  const details: Record<string, string | null> = { change: o.change, reason };
  if (previous) Object.assign(details, { previousDate: previous.date, previousWindowStart: previous.windowStart, previousWindowEnd: previous.windowEnd });
  if (o.series)
    Object.assign(details, {
      frequency: o.series.frequency,
      intervalDays: o.series.intervalDays === null ? null : String(o.series.intervalDays),
      endDate: o.series.endDate,
    });
  await addMessage(tx, {
    clientId: v.clientId,
    author: "staff",
    authorUserId: o.actor.userId,
    authorName: o.actor.name,
    kind: "visit_notice",
    body: "",
    visitId: o.visitId,
    details,
    outboxId,
    preview: `${PREVIEW[o.change]}: ${mailVisit(visit).when}`,
  });
}

/** Close the client's open requests of `kinds` about a visit (staff did what they asked, or more); the ids closed. */
export async function closeVisitRequests(tx: Db, visitId: string, kinds: MessageKind[]): Promise<string[]> {
  const rows = await tx
    .update(clientMessages)
    .set({ closedAt: sql`now()` })
    .where(and(eq(clientMessages.visitId, visitId), inArray(clientMessages.kind, kinds), isNull(clientMessages.closedAt)))
    .returning({ id: clientMessages.id });
  return rows.map((r) => r.id);
}
