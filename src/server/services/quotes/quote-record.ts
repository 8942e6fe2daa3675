import { asc, eq, sql } from "drizzle-orm";
import type { Deposit } from "../../../shared/billing/totals";
import { businessDay } from "../../../shared/business-time";
import { adminInvoiceState } from "../../../shared/schemas/invoices";
import { adminQuoteState, type QuoteAcceptance, type QuoteDetail, type QuoteDocument, type QuoteEvent } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { invoices, quoteAcceptances, quoteEvents, quotes } from "../../db/schema/index";
import { documentParties } from "../billing/document-parties";
import { timelineEntry } from "../billing/timeline";

// Reading a quote whole: the row, its client and address, as the document a client reads, and as
// the page staff see (with its timeline and acceptance).

export type QuoteRow = typeof quotes.$inferSelect;

/** The quote row, locked for the rest of the caller's transaction when `lock` is set. */
export async function loadQuote(db: Db, id: string, lock = false): Promise<QuoteRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.select().from(quotes).where(eq(quotes.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export const depositOf = (row: Pick<QuoteRow, "depositKind" | "depositValue">): Deposit => {
  switch (row.depositKind) {
    case "percent":
      return { kind: "percent", percent: row.depositValue / 100 };
    case "amount":
      return { kind: "amount", amountCents: row.depositValue };
    default:
      return { kind: "none" };
  }
};

/** How a deposit is stored: hundredths of a percent, or cents. */
export const storedDeposit = (deposit: Deposit) => ({
  depositKind: deposit.kind,
  depositValue: deposit.kind === "percent" ? Math.round(deposit.percent * 100) : deposit.kind === "amount" ? deposit.amountCents : 0,
});

/** The latest version of a quote as its client reads it (the portal page and the PDF). */
export async function quoteDocument(db: Db, row: QuoteRow): Promise<QuoteDocument> {
  return {
    id: row.id,
    number: row.number,
    version: row.version,
    title: row.title,
    quoteDate: row.quoteDate,
    validUntil: row.validUntil,
    ...(await documentParties(db, row)),
    lines: row.lines,
    totals: { subtotalCents: row.subtotalCents, taxes: row.taxes, taxCents: row.taxCents, totalCents: row.totalCents, depositCents: row.depositCents },
    optionalSubtotalCents: row.lines.filter((l) => l.optional).reduce((sum, l) => sum + l.lineTotalCents, 0),
    deposit: depositOf(row),
    notes: row.notes,
    terms: { version: row.termsVersion ?? "", text: row.termsText ?? "" },
  };
}

export async function quoteAcceptance(db: Db, quoteId: string): Promise<QuoteAcceptance | null> {
  const [a] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId));
  if (!a) return null;
  return {
    version: a.version,
    signedName: a.signedName,
    acceptedAt: a.acceptedAt.toISOString(),
    channel: a.channel,
    recordedBy: a.staffName,
    note: a.note,
    pdfSha256: a.pdfSha256,
    termsVersion: a.termsVersion,
    optionalLineIds: a.optionalLineIds,
    ip: a.ip,
    userAgent: a.userAgent,
  };
}

async function quoteTimeline(db: Db, quoteId: string): Promise<QuoteEvent[]> {
  const rows = await db
    .select()
    .from(quoteEvents)
    .where(eq(quoteEvents.quoteId, quoteId))
    .orderBy(asc(quoteEvents.at), asc(sql`${quoteEvents.id}`));
  return rows.map((e) => timelineEntry(e, { version: e.version }));
}

/** The quote page in the admin: the document, its state today, timeline and acceptance. */
export async function quoteDetail(db: Db, id: string, today = businessDay()): Promise<QuoteDetail | undefined> {
  const row = await loadQuote(db, id);
  if (!row) return undefined;
  return {
    quote: {
      ...(await quoteDocument(db, row)),
      status: adminQuoteState(row.status, row.validUntil, today),
      clientId: row.clientId,
      addressId: row.addressId,
      assessmentId: row.assessmentId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      events: await quoteTimeline(db, row.id),
      acceptance: await quoteAcceptance(db, row.id),
      invoices: (await db.select().from(invoices).where(eq(invoices.quoteId, row.id)).orderBy(asc(invoices.createdAt))).map((i) => ({
        id: i.id,
        number: i.number,
        kind: i.kind,
        status: adminInvoiceState(i.status, i.dueDate, today),
        totalCents: i.totalCents,
      })),
    },
  };
}
