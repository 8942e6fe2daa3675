import { chargesOfInvoice } from "../payments/invoice-charges";
import { refundsOfInvoice } from "../payments/refunds";
import { asc, eq, sql } from "drizzle-orm";
import { businessDay } from "../../../shared/business-time";
import {
  adminInvoiceState,
  type InvoiceCredit,
  type InvoiceDetail,
  type InvoiceDocument,
  type InvoiceEvent,
  type InvoicePayment,
} from "../../../shared/schemas/invoices";
import { invoiceBalance } from "../../../shared/billing/invoice-actions";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { invoiceCredits, invoiceEvents, invoicePayments, invoiceVisits, invoices, quotes, serviceVisits } from "../../db/schema/index";
import { documentParties } from "../billing/document-parties";
import { timelineEntry } from "../billing/timeline";

// Reading an invoice whole: the row, its client and address, payments and credits, as the
// document a client reads (portal page and PDF) and as the page staff see (with its timeline).

export type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice row, locked for the rest of the caller's transaction when `lock` is set. */
export async function loadInvoice(db: Db, id: string, lock = false): Promise<InvoiceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

async function paymentsOf(db: Db, invoiceId: string): Promise<InvoicePayment[]> {
  const rows = await db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
  return rows.map((p) => ({
    id: p.id,
    amountCents: p.amountCents,
    paidOn: p.paidOn,
    method: p.method,
    reference: p.reference,
    source: p.source,
    recordedBy: p.recordedByName,
    tipCents: p.tipCents,
    refundedCents: p.refundedCents,
    createdAt: p.createdAt.toISOString(),
  }));
}

async function creditsOf(db: Db, invoiceId: string): Promise<InvoiceCredit[]> {
  const rows = await db.select().from(invoiceCredits).where(eq(invoiceCredits.invoiceId, invoiceId)).orderBy(asc(invoiceCredits.createdAt));
  return rows.map((c) => ({ id: c.id, kind: c.kind, number: c.number, amountCents: c.amountCents, reason: c.reason, createdAt: c.createdAt.toISOString() }));
}

/** The invoice as its client reads it, in its state on `today` (the portal page and the PDF). */
export async function invoiceDocument(db: Db, row: InvoiceRow, today = businessDay()): Promise<InvoiceDocument> {
  const [quote] = row.quoteId ? await db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, row.quoteId)) : [];
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    title: row.title,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    terms: row.terms,
    quoteNumber: quote?.number ?? null,
    ...(await documentParties(db, row)),
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    taxes: row.taxes,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    payments: await paymentsOf(db, row.id),
    credits: await creditsOf(db, row.id),
    paidCents: row.paidCents,
    creditedCents: row.creditedCents,
    balanceCents: invoiceBalance(row),
    notes: row.notes,
    status: adminInvoiceState(row.status, row.dueDate, today),
    etransferSent: row.etransferSentAt ? { at: row.etransferSentAt.toISOString(), amountCents: row.etransferSentCents ?? 0 } : null,
    voidReason: row.voidReason,
  };
}

async function invoiceTimeline(db: Db, invoiceId: string): Promise<InvoiceEvent[]> {
  const rows = await db
    .select()
    .from(invoiceEvents)
    .where(eq(invoiceEvents.invoiceId, invoiceId))
    .orderBy(asc(invoiceEvents.at), asc(sql`${invoiceEvents.id}`));
  return rows.map((e) => timelineEntry(e));
}

/** The invoice page in the admin: the document, its timeline and links. */
export async function invoiceDetail(db: Db, id: string, today = businessDay()): Promise<InvoiceDetail | undefined> {
  const row = await loadInvoice(db, id);
  if (!row) return undefined;
  return {
    invoice: {
      ...(await invoiceDocument(db, row, today)),
      clientId: row.clientId,
      addressId: row.addressId,
      quoteId: row.quoteId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      events: await invoiceTimeline(db, row.id),
      visits: await db
        .select({ id: serviceVisits.id, date: serviceVisits.visitDate, service: serviceVisits.service })
        .from(invoiceVisits)
        .innerJoin(serviceVisits, eq(serviceVisits.id, invoiceVisits.visitId))
        .where(eq(invoiceVisits.invoiceId, row.id))
        .orderBy(asc(serviceVisits.visitDate), asc(serviceVisits.id)),
      charges: await chargesOfInvoice(db, row.id),
      refunds: await refundsOfInvoice(db, row.id),
    },
  };
}
