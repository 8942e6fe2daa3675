import { eq } from "drizzle-orm";
import { DEFAULT_PAY_PERIOD, type PayPeriodSettings } from "../../../shared/schemas/timesheets";
import type { Db } from "../../db/client";
import { timesheetSettings } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { recordAudit, type AuditActor } from "../common/record-audit";

/** The pay period as set, or weekly from Sunday (decision 069). */
export async function getPayPeriod(db: Db): Promise<PayPeriodSettings> {
  const [row] = await db
    .select({ kind: timesheetSettings.kind, startsOn: timesheetSettings.startsOn })
    .from(timesheetSettings)
    .where(eq(timesheetSettings.id, 1));
  return row ?? DEFAULT_PAY_PERIOD;
}

/** An owner sets the pay period; audited with the old and new values. */
export async function setPayPeriod(options: { db: Db; input: PayPeriodSettings; actor: AuditActor & { userId: string } }): Promise<PayPeriodSettings> {
  const { db, input, actor } = options;
  await transaction(db, async (tx) => {
    const before = await getPayPeriod(tx);
    await tx
      .insert(timesheetSettings)
      .values({ id: 1, ...input, updatedBy: actor.userId })
      .onConflictDoUpdate({ target: timesheetSettings.id, set: { ...input, updatedBy: actor.userId, updatedAt: new Date() } });
    await recordAudit({
      db: tx,
      actor,
      entries: [{ action: "timesheets.pay-period", entity: "timesheet_settings", entityId: "1", details: { from: before, to: input } }],
    });
  });
  return getPayPeriod(db);
}
