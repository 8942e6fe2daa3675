import { eq, sql } from "drizzle-orm";
import type { ServiceVisitDetail } from "../../../shared/schemas/service-visits";
import type { Db } from "../../db/client";
import { serviceVisits } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { afterCompletion, type ReportConfig } from "../visit-reports/visit-report";
import { lockVisitFor } from "./visit-guard";
import { announceVisit, closeVisitRequests, type VisitNoticeConfig } from "./visit-notice";
import { recordVisitEvent, visitDetail, type VisitActor } from "./visit-record";

type Options = { db: Db; actor: VisitActor; today: string; id: string; notice?: VisitNoticeConfig };

/** Cancel a scheduled visit, with the reason staff give (POST .../{id}/cancel). */
export function cancelServiceVisit(options: Options & { reason: string | null }): Promise<ServiceVisitDetail> {
  const { db, actor, today, id, reason, notice } = options;
  return transaction(db, async (tx) => {
    const row = await lockVisitFor(tx, id, "cancel", today);
    await tx
      .update(serviceVisits)
      .set({ status: "cancelled", reason, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(serviceVisits.id, row.id));
    await recordVisitEvent(tx, { visitId: row.id, kind: "cancelled", actor, details: { reason } });
    // A cancelled visit answers every request about it (to move or to cancel it).
    await closeVisitRequests(tx, row.id, ["reschedule_request", "cancel_request"]);
    if (notice) await announceVisit(tx, { config: notice, actor, visitId: row.id, change: "cancelled" });
    return (await visitDetail(tx, row.id))!;
  });
}

/**
 * Complete a scheduled visit on or after its day, with the crew's note (POST .../{id}/complete).
 * The client gets the visit's report as when the crew's last check-out completes it (decision 066),
 * once: the crew may not have checked out on a phone, or not be in the product.
 */
export function completeServiceVisit(options: Options & { completionNote: string | null; report: ReportConfig }): Promise<ServiceVisitDetail> {
  const { db, actor, today, id, completionNote, report } = options;
  return transaction(db, async (tx) => {
    const row = await lockVisitFor(tx, id, "complete", today);
    await tx
      .update(serviceVisits)
      .set({ status: "completed", completionNote, completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(serviceVisits.id, row.id));
    await recordVisitEvent(tx, { visitId: row.id, kind: "completed", actor, details: { note: completionNote } });
    await afterCompletion(tx, report, row.id);
    return (await visitDetail(tx, row.id))!;
  });
}

/** Mark a scheduled visit missed, on or after its day (POST .../{id}/miss). */
export function missServiceVisit(options: Options & { reason: string | null }): Promise<ServiceVisitDetail> {
  const { db, actor, today, id, reason } = options;
  return transaction(db, async (tx) => {
    const row = await lockVisitFor(tx, id, "miss", today);
    await tx
      .update(serviceVisits)
      .set({ status: "missed", reason, missedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(serviceVisits.id, row.id));
    await recordVisitEvent(tx, { visitId: row.id, kind: "missed", actor, details: { reason } });
    return (await visitDetail(tx, row.id))!;
  });
}
