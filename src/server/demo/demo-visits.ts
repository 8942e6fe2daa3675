import { addDays } from "../../shared/calendar-date";
import type { Db } from "../db/client";
import { serviceVisitCrew, serviceVisitEvents, serviceVisits } from "../db/schema/index";
import { demoCrewIds } from "./demo-crew";
import { ottawaMoment } from "./demo-clock";
import type { Random } from "./demo-random";
import type { PlannedVisit, Story } from "./demo-stories";

// The visits of the clients who accepted: past ones completed (a few cancelled or missed), the
// coming ones scheduled. History, so written directly (the service refuses a date in the past),
// with the timeline entries staff would have left.

const COMPLETION_NOTES = ["All rooms done.", "Done; the client was home.", "Extra time on the kitchen.", "Key left in the lock box.", null] as const;
const CANCEL_REASONS = ["The client was away that week.", "Snowstorm: rescheduled by phone.", "Client asked to skip this visit."] as const;
const MISS_REASONS = ["Nobody home and no key left.", "Building access code did not work."] as const;

/** The columns of a visit's outcome: its status, when it was closed and the words staff left. */
export function visitHistory(random: Random, window: readonly [string, string], v: PlannedVisit, createdAt: Date) {
  const done = ottawaMoment(v.date, Number(window[1].slice(0, 2)) + 1);
  return {
    status: v.status,
    completionNote: v.status === "completed" ? random.pick(COMPLETION_NOTES) : null,
    reason: v.status === "cancelled" ? random.pick(CANCEL_REASONS) : v.status === "missed" ? random.pick(MISS_REASONS) : null,
    completedAt: v.status === "completed" ? done : null,
    cancelledAt: v.status === "cancelled" ? ottawaMoment(addDays(v.date, -2), 15) : null,
    missedAt: v.status === "missed" ? done : null,
    updatedAt: v.status === "scheduled" ? createdAt : done,
  };
}

/** The timeline entry staff left when they closed a visit (none while it is scheduled). */
export function closingEvent(
  visitId: string,
  staff: { userId: string; name: string },
  row: ReturnType<typeof visitHistory>,
): typeof serviceVisitEvents.$inferInsert | null {
  if (row.status === "scheduled") return null;
  return {
    visitId,
    actorUserId: staff.userId,
    actorName: staff.name,
    kind: row.status,
    at: row.completedAt ?? row.cancelledAt ?? row.missedAt!,
    details: row.reason ? { reason: row.reason } : {},
  };
}

export async function seedVisits(
  db: Db,
  random: Random,
  stories: Story[],
  quoteOf: Map<string, string>,
  staff: { userId: string; name: string },
): Promise<number> {
  let count = 0;
  for (const story of stories) {
    // A client on a recurring schedule has its visits from the schedule (demo-schedules.ts).
    if (!story.visits.length || story.schedule) continue;
    const createdAt = ottawaMoment(addDays(story.answered!, 1), 9);
    const rows = story.visits.map((v) => ({
      clientId: story.client.id,
      addressId: story.client.addressId,
      quoteId: quoteOf.get(story.client.id) ?? null,
      visitDate: v.date,
      windowStart: story.window[0],
      windowEnd: story.window[1],
      service: story.service.title,
      crewNotes: random.chance(0.3) ? "Use the side entrance; fragrance-free products." : null,
      createdAt,
      ...visitHistory(random, story.window, v, createdAt),
    }));
    const made = await db.insert(serviceVisits).values(rows).returning({ id: serviceVisits.id, status: serviceVisits.status });
    const crew = await demoCrewIds(db, story.staff);
    if (crew.length) await db.insert(serviceVisitCrew).values(made.flatMap((visit) => crew.map((userId) => ({ visitId: visit.id, userId }))));
    const events = made.flatMap((visit, i) => {
      const row = rows[i]!;
      const created = {
        visitId: visit.id,
        actorUserId: staff.userId,
        actorName: staff.name,
        kind: "created" as const,
        at: row.createdAt,
        details: { date: row.visitDate, window: `${row.windowStart}-${row.windowEnd}` },
      };
      const closing = closingEvent(visit.id, staff, row);
      return closing ? [created, closing] : [created];
    });
    await db.insert(serviceVisitEvents).values(events);
    count += made.length;
  }
  return count;
}
