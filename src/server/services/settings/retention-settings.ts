import { eq } from "drizzle-orm";
import { RETENTION_DEFAULTS, type RetentionSettings, type RetentionSettingsValues } from "../../../shared/schemas/retention";
import type { Db } from "../../db/client";
import { retentionSettings } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { AuditActor } from "../common/record-audit";
import { auditSettingsChange, changedFields } from "./settings-change";

// The owner's retention periods (decision 055): the defaults until the first save; every save with
// a change audited like the company settings' ("settings.update", each field's old and new value).

type Settings = RetentionSettings;
const FIELDS = Object.keys(RETENTION_DEFAULTS) as (keyof RetentionSettingsValues)[];

/** The periods in force, and when they were last saved (null: the defaults). */
export async function readRetentionSettings(db: Db): Promise<RetentionSettingsValues & { updatedAt: Date | null }> {
  const [row] = await db.select().from(retentionSettings).where(eq(retentionSettings.id, 1));
  return row ? { enquiryMonths: row.enquiryMonths, mailBodyDays: row.mailBodyDays, updatedAt: row.updatedAt } : { ...RETENTION_DEFAULTS, updatedAt: null };
}

/** The settings as the admin shows them (to an owner: the route lets no one else read them, decision 060). */
export async function getRetentionSettings(db: Db): Promise<Settings> {
  const { updatedAt, ...values } = await readRetentionSettings(db);
  return { ...values, updatedAt: updatedAt?.toISOString() ?? null, canEdit: true };
}

/** PUT /api/admin/retention/settings: an owner saves both periods (the route checks the role). */
export async function updateRetentionSettings(o: { db: Db; input: RetentionSettingsValues; actor: AuditActor & { userId: string } }): Promise<Settings> {
  const { db, input, actor } = o;
  const saved = await transaction(db, async (tx) => {
    const [before] = await tx.select().from(retentionSettings).where(eq(retentionSettings.id, 1)).for("update");
    const old: RetentionSettingsValues = before ?? RETENTION_DEFAULTS;
    const changed = changedFields(FIELDS, old, input);
    const values = { ...input, updatedAt: new Date(), updatedBy: actor.userId };
    const [row] = await tx
      .insert(retentionSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: retentionSettings.id, set: values })
      .returning();
    await auditSettingsChange(tx, { actor, entity: "retention_settings", changed, old, input });
    return row!;
  });
  return { enquiryMonths: saved.enquiryMonths, mailBodyDays: saved.mailBodyDays, updatedAt: saved.updatedAt.toISOString(), canEdit: true };
}
