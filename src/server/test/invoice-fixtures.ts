import { randomUUID } from "node:crypto";
import type { InvoiceStatus } from "../../shared/options/billing";
import type { invoices } from "../db/schema/index";

/**
 * An invoice row as tests insert it directly: one line at `totalCents`, no tax; issued and paid
 * ones get a unique number, and paid ones are paid in full.
 */
export function invoiceRow(i: {
  clientId: string;
  title: string;
  totalCents: number;
  status: InvoiceStatus;
  issueDate: string | null;
  dueDate: string | null;
  addressId?: string;
}) {
  const numbered = i.status === "issued" || i.status === "paid";
  return {
    ...i,
    number: numbered ? `F-TEST-${randomUUID().slice(0, 8)}` : null,
    subtotalCents: i.totalCents,
    paidCents: i.status === "paid" ? i.totalCents : 0,
    lines: [{ id: randomUUID(), description: i.title, quantity: 1, unitPriceCents: i.totalCents, lineTotalCents: i.totalCents }],
  } satisfies typeof invoices.$inferInsert;
}
