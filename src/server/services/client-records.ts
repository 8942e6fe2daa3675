import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUuid } from "../db/is-uuid";
import { invoices, quotes } from "../db/schema/index";

// Every read is scoped to the client: there is no way to ask for someone else's record.

const quoteColumns = {
  id: quotes.id,
  service: quotes.service,
  amountCents: quotes.amountCents,
  status: quotes.status,
  quoteDate: quotes.quoteDate,
  validUntil: quotes.validUntil,
};

const invoiceColumns = {
  id: invoices.id,
  service: invoices.service,
  amountCents: invoices.amountCents,
  status: invoices.status,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
};

export const listClientQuotes = (db: Db, clientUserId: string) =>
  db.select(quoteColumns).from(quotes).where(eq(quotes.clientUserId, clientUserId)).orderBy(desc(quotes.quoteDate), desc(quotes.createdAt));

export async function findClientQuote(db: Db, clientUserId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(quoteColumns).from(quotes).where(and(eq(quotes.id, id), eq(quotes.clientUserId, clientUserId)));
  return row;
}

export const listClientInvoices = (db: Db, clientUserId: string) =>
  db.select(invoiceColumns).from(invoices).where(eq(invoices.clientUserId, clientUserId)).orderBy(desc(invoices.issueDate), desc(invoices.createdAt));

export async function findClientInvoice(db: Db, clientUserId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(invoiceColumns).from(invoices).where(and(eq(invoices.id, id), eq(invoices.clientUserId, clientUserId)));
  return row;
}

export type ClientQuote = Awaited<ReturnType<typeof listClientQuotes>>[number];
export type ClientInvoice = Awaited<ReturnType<typeof listClientInvoices>>[number];
