import { invoiceRefusal, type InvoiceAction } from "../../../shared/billing/invoice-actions";
import { adminInvoiceState } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { loadInvoice, type InvoiceRow } from "./invoice-record";

/**
 * The invoice, locked until the caller's transaction ends, when `action` is allowed in its state
 * today; 404 when there is no such invoice (or `visible` says the caller may not see it), 409 with
 * the reason otherwise.
 */
export async function lockInvoiceFor(
  tx: Db,
  id: string,
  action: InvoiceAction,
  today: string,
  visible: (row: InvoiceRow) => boolean | Promise<boolean> = () => true,
): Promise<InvoiceRow> {
  const row = await loadInvoice(tx, id, true);
  if (!row || !(await visible(row))) throw notFound("invoice");
  const refusal = invoiceRefusal(adminInvoiceState(row.status, row.dueDate, today), action);
  if (refusal) throw new AppError("conflict", refusal);
  return row;
}
