import type { Db } from "../../db/client";
import { recordAudit, type AuditActor } from "../common/record-audit";

// A save of a one-row settings table (company settings, retention periods): which fields changed,
// and one "settings.update" audit entry with each changed field's old and new value.

/** The fields of `fields` whose value differs between `old` and `input` (arrays and objects compared by value). */
export const changedFields = <T extends object>(fields: readonly (keyof T)[], old: T, input: T) =>
  fields.filter((f) => JSON.stringify(old[f]) !== JSON.stringify(input[f]));

/** Audit a save of `entity` in the caller's transaction; nothing when no field changed. */
export async function auditSettingsChange<T extends object>(tx: Db, o: { actor: AuditActor; entity: string; changed: readonly (keyof T)[]; old: T; input: T }) {
  if (o.changed.length === 0) return;
  await recordAudit({
    db: tx,
    actor: o.actor,
    entries: [
      {
        action: "settings.update",
        entity: o.entity,
        entityId: "1",
        details: { changed: Object.fromEntries(o.changed.map((f) => [f, { from: o.old[f], to: o.input[f] }])) },
      },
    ],
  });
}
