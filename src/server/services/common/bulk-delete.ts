import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { BulkDeleteResult } from "../../../shared/schemas/bulk-delete";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { recordAudit, type AuditActor } from "./record-audit";

/** The columns a deleted row's audit entry is made from, and their values as read back. */
type Kept = Record<string, PgColumn>;
type KeptValues<K extends Kept> = { [F in keyof K]: K[F]["_"]["data"] };

/** What one kind of record needs to be deleted in bulk: its table, and its audit row. */
export type BulkDeleteTarget<K extends Kept> = {
  table: PgTable;
  /** The uuid primary key the ids name. */
  id: PgColumn;
  /** Audit: the action (e.g. 'lead.delete') and entity the rows are recorded under. */
  action: string;
  entity: string;
  /** Columns the audit row keeps: never the contact details the deletion removes. */
  kept: K;
  details: (row: KeptValues<K>) => Record<string, unknown>;
};

/**
 * Delete the records with these ids in one transaction, with one audit row for each one that
 * existed; unknown ids (and text that is not an id at all) are ignored.
 */
export async function bulkDelete<K extends Kept>(
  target: BulkDeleteTarget<K>,
  options: { db: Db; ids: string[]; actor: AuditActor },
): Promise<BulkDeleteResult> {
  const { db, actor } = options;
  const ids = [...new Set(options.ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (!ids.length) return { deleted: 0 };
  return db.transaction(async (tx) => {
    // drizzle cannot work out the rows' type through the generic columns; it is the kept columns' data and the id.
    const gone = (await tx
      .delete(target.table)
      .where(inArray(target.id, ids))
      .returning({ ...target.kept, id: target.id })) as (KeptValues<K> & { id: string })[];
    await recordAudit({
      db: tx,
      actor,
      entries: gone.map((row) => ({ action: target.action, entity: target.entity, entityId: row.id, details: target.details(row) })),
    });
    return { deleted: gone.length };
  });
}
