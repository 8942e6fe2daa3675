import { serviceVisitRefusal, type ServiceVisitAction } from "../../../shared/schemas/service-visits";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { loadVisit, type VisitStoredRow } from "./visit-record";

/**
 * The visit, locked until the caller's transaction ends, when `action` is allowed for it today;
 * 404 when there is no such visit, 409 with the reason otherwise.
 */
export async function lockVisitFor(tx: Db, id: string, action: ServiceVisitAction, today: string): Promise<VisitStoredRow> {
  const row = await loadVisit(tx, id, true);
  if (!row) throw notFound("Service visit");
  const refusal = serviceVisitRefusal(row.status, action, row.visitDate, today);
  if (refusal) throw new AppError("conflict", refusal);
  return row;
}
