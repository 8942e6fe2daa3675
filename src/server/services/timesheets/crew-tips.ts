import { and, asc, between, eq, gt, inArray } from "drizzle-orm";
import { splitEvenly } from "../../../shared/billing/tips";
import type { PayPeriod, TimesheetTips } from "../../../shared/schemas/timesheets";
import type { Db } from "../../db/client";
import { adminUsers, invoicePayments, invoiceVisits, invoices, serviceVisitCrew, serviceVisitEvents, serviceVisits } from "../../db/schema/index";

// Tips for the crew (decision 075), as payroll reads them: each tip paid in the period (by the
// payment's date) goes to the crew of the visits its invoice bills. Every crew member of a visit
// (assigned, or who checked in) is one share of it: a tip on an invoice of three visits is split
// in equal shares over each visit's crew members, so who worked more of them gets more; the cents
// are spread so the shares sum exactly to the tip. An invoice that bills no visit (a one-off job)
// leaves its tip unattributed: the office decides.

/** A tip paid with a payment of an invoice. */
export type PaidTip = { invoiceId: string; invoiceNumber: string; tipCents: number };
/** One crew member on one visit: a share of its invoice's tip. */
export type CrewShare = { visitId: string; userId: string; name: string };

/** Each tip split over its invoice's crew shares (in the order given), summed per person; tips without crew unattributed. */
export function attributeTips(tips: PaidTip[], sharesOf: (invoiceId: string) => CrewShare[]): TimesheetTips {
  const people = new Map<string, { userId: string; name: string; tipCents: number }>();
  const unattributed: TimesheetTips["unattributed"] = [];
  for (const tip of tips) {
    const shares = sharesOf(tip.invoiceId);
    if (shares.length === 0) {
      unattributed.push(tip);
      continue;
    }
    splitEvenly(tip.tipCents, shares.length).forEach((cents, i) => {
      const { userId, name } = shares[i]!;
      const person = people.get(userId) ?? { userId, name, tipCents: 0 };
      person.tipCents += cents;
      people.set(userId, person);
    });
  }
  const cleaners = [...people.values()].filter((p) => p.tipCents > 0).sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  return { cleaners, unattributed };
}

/** The tips paid in `period` and who they belong to. */
export async function tipsOf(db: Db, period: PayPeriod): Promise<TimesheetTips> {
  const tips = await db
    .select({ invoiceId: invoicePayments.invoiceId, invoiceNumber: invoices.number, tipCents: invoicePayments.tipCents })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(gt(invoicePayments.tipCents, 0), between(invoicePayments.paidOn, period.start, period.end)))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
  if (tips.length === 0) return { cleaners: [], unattributed: [] };
  const invoiceIds = [...new Set(tips.map((t) => t.invoiceId))];
  const visits = await db
    .select({ invoiceId: invoiceVisits.invoiceId, visitId: invoiceVisits.visitId, date: serviceVisits.visitDate })
    .from(invoiceVisits)
    .innerJoin(serviceVisits, eq(serviceVisits.id, invoiceVisits.visitId))
    .where(inArray(invoiceVisits.invoiceId, invoiceIds))
    .orderBy(asc(serviceVisits.visitDate), asc(invoiceVisits.visitId));
  const visitIds = [...new Set(visits.map((v) => v.visitId))];
  const [assigned, checkedIn] = visitIds.length
    ? await Promise.all([
        db
          .select({ visitId: serviceVisitCrew.visitId, userId: serviceVisitCrew.userId, name: adminUsers.username })
          .from(serviceVisitCrew)
          .leftJoin(adminUsers, eq(adminUsers.userId, serviceVisitCrew.userId))
          .where(inArray(serviceVisitCrew.visitId, visitIds)),
        db
          .select({
            visitId: serviceVisitEvents.visitId,
            userId: serviceVisitEvents.actorUserId,
            actorName: serviceVisitEvents.actorName,
            name: adminUsers.username,
          })
          .from(serviceVisitEvents)
          .leftJoin(adminUsers, eq(adminUsers.userId, serviceVisitEvents.actorUserId))
          .where(and(inArray(serviceVisitEvents.visitId, visitIds), eq(serviceVisitEvents.kind, "checked_in"))),
      ])
    : [[], []];
  // A visit's crew: who was assigned, and who checked in (someone who stood in for them), once each.
  const crewOf = new Map<string, Map<string, string>>();
  for (const c of [...assigned, ...checkedIn.map((e) => ({ ...e, name: e.name ?? e.actorName }))]) {
    if (!c.userId) continue;
    const crew = crewOf.get(c.visitId) ?? new Map<string, string>();
    if (!crew.has(c.userId)) crew.set(c.userId, c.name ?? "");
    crewOf.set(c.visitId, crew);
  }
  const sharesOf = (invoiceId: string): CrewShare[] =>
    visits
      .filter((v) => v.invoiceId === invoiceId)
      .flatMap((v) =>
        [...(crewOf.get(v.visitId) ?? new Map<string, string>())]
          .map(([userId, name]) => ({ visitId: v.visitId, userId, name }))
          .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId)),
      );
  return attributeTips(
    tips.map((t) => ({ ...t, invoiceNumber: t.invoiceNumber ?? "" })),
    sharesOf,
  );
}
