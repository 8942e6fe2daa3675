import type { PortalInvoice } from "@shared/portal";

export type InvoiceTotals = {
  /** Sum of every invoice. */
  totalCents: number;
  /** Sum of the invoices still to be paid: Outstanding and Overdue (spec 000 §2). */
  outstandingCents: number;
  count: number;
};

/** The Invoices page's summary cards. */
export function invoiceTotals(invoices: readonly Pick<PortalInvoice, "amountCents" | "status">[]): InvoiceTotals {
  let totalCents = 0;
  let outstandingCents = 0;
  for (const invoice of invoices) {
    totalCents += invoice.amountCents;
    if (invoice.status !== "paid") outstandingCents += invoice.amountCents;
  }
  return { totalCents, outstandingCents, count: invoices.length };
}
