import { and, desc, inArray, sql } from "drizzle-orm";
import { businessDay } from "../../../shared/business-time";
import {
  PORTAL_INVOICE_STATUSES,
  PORTAL_QUOTE_STATUSES,
  portalInvoiceState,
  portalQuoteState,
  type PortalInvoice,
  type PortalQuote,
} from "../../../shared/portal";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { clients, invoices, quotes } from "../../db/schema/index";

// The signed-in user's own quotes and invoices. A sign-in account is linked to the one client
// with its e-mail (any case; clients.email is unique that way); with no such client the lists
// are empty. Every read is scoped to that client: there is no way to ask for someone else's.
// Drafts and void invoices are not shown; a void quote is, once it was sent (marked withdrawn).

const ofUser = (email: string) => sql`lower(${clients.email}) = lower(${email})`;

const quoteColumns = {
  id: quotes.id,
  number: quotes.number,
  service: quotes.title,
  amountCents: quotes.totalCents,
  status: quotes.status,
  quoteDate: quotes.quoteDate,
  validUntil: quotes.validUntil,
  updatedAt: quotes.updatedAt,
};

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  service: invoices.title,
  amountCents: invoices.totalCents,
  balanceCents: sql<number>`(${invoices.totalCents} - ${invoices.paidCents} - ${invoices.creditedCents})::float8`,
  status: invoices.status,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  etransferSentAt: invoices.etransferSentAt,
};

type QuoteRow = Omit<PortalQuote, "status" | "withdrawnAt"> & { status: (typeof quotes.$inferSelect)["status"]; updatedAt: Date };
// Issued and paid invoices (the only ones shown) always have a number and dates (a check says so).
type InvoiceRow = Omit<PortalInvoice, "status" | "number" | "issueDate" | "dueDate" | "etransferSentAt"> & {
  etransferSentAt: Date | null;
  status: (typeof invoices.$inferSelect)["status"];
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
};

const toQuote = ({ updatedAt, ...row }: QuoteRow, today: string): PortalQuote => ({
  ...row,
  status: portalQuoteState(row.status, row.validUntil, today)!,
  withdrawnAt: row.status === "void" ? updatedAt.toISOString() : null,
});
const toInvoice = (row: InvoiceRow, today: string): PortalInvoice => ({
  ...row,
  number: row.number!,
  issueDate: row.issueDate!,
  dueDate: row.dueDate!,
  status: portalInvoiceState(row.status, row.dueDate!, today)!,
  etransferSentAt: row.status === "paid" ? null : (row.etransferSentAt?.toISOString() ?? null),
});

/** A document of the client with the user's `email` in one of the `shown` statuses. */
const shownTo = (email: string, t: { clientId: AnyPgColumn; status: AnyPgColumn }, shown: readonly string[]) =>
  and(sql`${t.clientId} in (select id from clients where ${ofUser(email)})`, inArray(t.status, shown));

/** The quotes of the client with the signed-in user's e-mail, newest first. */
export async function listClientQuotes(db: Db, email: string, today = businessDay()): Promise<PortalQuote[]> {
  const rows = await db
    .select(quoteColumns)
    .from(quotes)
    // A withdrawn (void) quote stays listed once it was sent: the client may have it open.
    .where(and(shownTo(email, quotes, PORTAL_QUOTE_STATUSES), sql`(${quotes.status} <> 'void' or ${quotes.sentAt} is not null)`))
    .orderBy(desc(quotes.quoteDate), desc(quotes.createdAt));
  return rows.map((r) => toQuote(r, today));
}

/** The invoices of the client with the signed-in user's e-mail, newest first. */
export async function listClientInvoices(db: Db, email: string, today = businessDay()): Promise<PortalInvoice[]> {
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .where(shownTo(email, invoices, PORTAL_INVOICE_STATUSES))
    .orderBy(desc(invoices.issueDate), desc(invoices.createdAt));
  return rows.map((r) => toInvoice(r, today));
}
