import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { businessDay } from "../../../shared/business-time";
import {
  PORTAL_INVOICE_STATUSES,
  PORTAL_QUOTE_STATUSES,
  portalInvoiceState,
  portalQuoteState,
  type PortalInvoice,
  type PortalQuote,
} from "../../../shared/portal";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { clients, invoices, quotes } from "../../db/schema/index";

// The signed-in user's own quotes and invoices. A sign-in account is linked to the one client
// with its e-mail (any case; clients.email is unique that way); with no such client the lists
// are empty. Every read is scoped to that client: there is no way to ask for someone else's.
// Drafts and void documents are not shown.

const ofUser = (email: string) => sql`lower(${clients.email}) = lower(${email})`;

const quoteColumns = {
  id: quotes.id,
  number: quotes.number,
  service: quotes.title,
  amountCents: quotes.totalCents,
  status: quotes.status,
  quoteDate: quotes.quoteDate,
  validUntil: quotes.validUntil,
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
};

type QuoteRow = Omit<PortalQuote, "status"> & { status: (typeof quotes.$inferSelect)["status"] };
// Issued and paid invoices (the only ones shown) always have a number and dates (a check says so).
type InvoiceRow = Omit<PortalInvoice, "status" | "number" | "issueDate" | "dueDate"> & {
  status: (typeof invoices.$inferSelect)["status"];
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
};

const toQuote = (row: QuoteRow, today: string): PortalQuote => ({ ...row, status: portalQuoteState(row.status, row.validUntil, today)! });
const toInvoice = (row: InvoiceRow, today: string): PortalInvoice => ({
  ...row,
  number: row.number!,
  issueDate: row.issueDate!,
  dueDate: row.dueDate!,
  status: portalInvoiceState(row.status, row.dueDate!, today)!,
});

function selectQuotes(db: Db, email: string, id?: string) {
  const shown = inArray(quotes.status, PORTAL_QUOTE_STATUSES);
  return db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(clients, eq(clients.id, quotes.clientId))
    .where(and(ofUser(email), shown, id ? eq(quotes.id, id) : undefined))
    .orderBy(desc(quotes.quoteDate), desc(quotes.createdAt));
}

function selectInvoices(db: Db, email: string, id?: string) {
  const shown = inArray(invoices.status, PORTAL_INVOICE_STATUSES);
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(ofUser(email), shown, id ? eq(invoices.id, id) : undefined))
    .orderBy(desc(invoices.issueDate), desc(invoices.createdAt));
}

/** The quotes of the client with the signed-in user's e-mail, newest first. */
export async function listClientQuotes(db: Db, email: string, today = businessDay()): Promise<PortalQuote[]> {
  return (await selectQuotes(db, email)).map((r) => toQuote(r, today));
}

export async function findClientQuote(db: Db, email: string, id: string, today = businessDay()): Promise<PortalQuote | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectQuotes(db, email, id);
  return row && toQuote(row, today);
}

/** The invoices of the client with the signed-in user's e-mail, newest first. */
export async function listClientInvoices(db: Db, email: string, today = businessDay()): Promise<PortalInvoice[]> {
  return (await selectInvoices(db, email)).map((r) => toInvoice(r, today));
}
