import type { Db } from "../db/client";
import { serviceVisitEvents, serviceVisits } from "../db/schema/index";
import { addDays } from "../services/quotes/quote-values";
import { ottawaMoment } from "./demo-clock";
import type { Random } from "./demo-random";
import type { Story } from "./demo-stories";

// The visits of the clients who accepted: past ones completed (a few cancelled or missed), the
// coming ones scheduled. History, so written directly (the service refuses a date in the past),
// with the timeline entries staff would have left.

const COMPLETION_NOTES = ["All rooms done.", "Done; the client was home.", "Extra time on the kitchen.", "Key left in the lock box.", null] as const;
const CANCEL_REASONS = ["The client was away that week.", "Snowstorm: rescheduled by phone.", "Client asked to skip this visit."] as const;
const MISS_REASONS = ["Nobody home and no key left.", "Building access code did not work."] as const;

export async function seedVisits(
  db: Db,
  random: Random,
  stories: Story[],
  quoteOf: Map<string, string>,
  staff: { userId: string; name: string },
): Promise<number> {
  let count = 0;
  for (const story of stories) {
    if (!story.visits.length) continue;
    const rows = story.visits.map((v) => {
      const done = ottawaMoment(v.date, Number(story.window[1].slice(0, 2)) + 1);
      return {
        clientId: story.client.id,
        addressId: story.client.addressId,
        quoteId: quoteOf.get(story.client.id) ?? null,
        visitDate: v.date,
        windowStart: story.window[0],
        windowEnd: story.window[1],
        service: story.service.title,
        staff: story.staff,
        status: v.status,
        crewNotes: random.chance(0.3) ? "Use the side entrance; fragrance-free products." : null,
        completionNote: v.status === "completed" ? random.pick(COMPLETION_NOTES) : null,
        reason: v.status === "cancelled" ? random.pick(CANCEL_REASONS) : v.status === "missed" ? random.pick(MISS_REASONS) : null,
        completedAt: v.status === "completed" ? done : null,
        cancelledAt: v.status === "cancelled" ? ottawaMoment(addDays(v.date, -2), 15) : null,
        missedAt: v.status === "missed" ? done : null,
        createdAt: ottawaMoment(addDays(story.answered!, 1), 9),
        updatedAt: v.status === "scheduled" ? ottawaMoment(addDays(story.answered!, 1), 9) : done,
      };
    });
    const made = await db.insert(serviceVisits).values(rows).returning({ id: serviceVisits.id, status: serviceVisits.status });
    const events: (typeof serviceVisitEvents.$inferInsert)[] = made.flatMap((visit, i): (typeof serviceVisitEvents.$inferInsert)[] => {
      const row = rows[i]!;
      const by = { visitId: visit.id, actorUserId: staff.userId, actorName: staff.name };
      const created = { ...by, kind: "created" as const, at: row.createdAt, details: { date: row.visitDate, window: `${row.windowStart}-${row.windowEnd}` } };
      if (visit.status === "scheduled") return [created];
      const at = row.completedAt ?? row.cancelledAt ?? row.missedAt!;
      return [
        created,
        {
          ...by,
          kind: visit.status as "completed" | "cancelled" | "missed",
          at,
          details: row.reason ? { reason: row.reason } : ({} as Record<string, string>),
        },
      ];
    });
    await db.insert(serviceVisitEvents).values(events);
    count += made.length;
  }
  return count;
}
