import type { PortalInvoice } from "@shared/portal";

export type InvoiceTotals = {
  /** Sum of every invoice. */
  totalCents: number;
  /** What is still to be paid on the Outstanding and Overdue invoices: their balances (decision 034). */
  outstandingCents: number;
  count: number;
};

/** The Invoices page's summary cards. */
export function invoiceTotals(invoices: readonly Pick<PortalInvoice, "amountCents" | "balanceCents" | "status">[]): InvoiceTotals {
  let totalCents = 0;
  let outstandingCents = 0;
  for (const invoice of invoices) {
    totalCents += invoice.amountCents;
    if (invoice.status !== "paid") outstandingCents += invoice.balanceCents;
  }
  return { totalCents, outstandingCents, count: invoices.length };
}
