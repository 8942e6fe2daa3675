import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { localeFormat } from "../../../shared/locale-format";
import type { PaymentTerms } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { invoiceVisits, invoices, quoteAcceptances, quotes, serviceVisits } from "../../db/schema/index";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { addressOf } from "../billing/document-parties";
import { documentValues } from "../billing/document-values";
import type { InvoiceRow } from "./invoice-record";
import { invoiceLines } from "./invoice-values";
import { recordInvoiceEvent, type InvoiceActor } from "./record-event";
import { visitLines, type BilledQuote } from "./visit-lines";

const en = localeFormat("en");

export type VisitBill = {
  /** Completed visits of one client at one address. */
  visitIds: readonly string[];
  terms: PaymentTerms;
  actor: InvoiceActor;
  /** The invoice's title; by default the quote's title and the visit's day (one visit) or the month. */
  title?: string;
};

/**
 * A draft invoice of kind "visits" for completed visits of one client at one address (decision
 * 073), in the caller's transaction: the visits' quotes' prices as accepted, each quote's one-time
 * lines once, taxes by the address's province. The visits and their quotes are locked first, so
 * two runs over the same visits are decided one after the other; a visit already billed by a live
 * invoice, not completed or without a quote is refused (409), an unknown one is a 404.
 */
export async function billVisits(tx: Db, bill: VisitBill, config: Pick<Config, "taxNumbers">): Promise<{ id: string }> {
  return { id: (await billVisitsRow(tx, bill, config)).id };
}

/** As billVisits, returning the draft's row (made in this transaction: no other can see or lock it yet), e.g. to issue it at once. */
export async function billVisitsRow(tx: Db, bill: VisitBill, config: Pick<Config, "taxNumbers">): Promise<InvoiceRow> {
  const ids = [...new Set(bill.visitIds)].sort();
  if (ids.length === 0) throw new AppError("conflict", "Choose at least one completed visit to invoice.");
  const visits = await tx.select().from(serviceVisits).where(inArray(serviceVisits.id, ids)).orderBy(asc(serviceVisits.id)).for("update");
  if (visits.length !== ids.length) throw notFound("serviceVisit");
  for (const v of visits) {
    if (v.status !== "completed") throw new AppError("conflict", "Only a completed visit can be invoiced.");
    if (!v.quoteId) throw new AppError("conflict", "This visit has no quote to price it from.");
  }
  const [first] = visits;
  if (visits.some((v) => v.clientId !== first!.clientId || v.addressId !== first!.addressId)) {
    throw new AppError("conflict", "Visits invoiced together must be for one client at one address.");
  }
  const billed = await tx
    .select({ visitId: invoiceVisits.visitId })
    .from(invoiceVisits)
    .where(and(inArray(invoiceVisits.visitId, ids), eq(invoiceVisits.live, true)));
  if (billed.length) throw new AppError("conflict", ids.length === 1 ? "This visit already has an invoice." : "One of these visits already has an invoice.");

  const quoteIds = [...new Set(visits.map((v) => v.quoteId!))].sort();
  const quoteRows = await tx.select().from(quotes).where(inArray(quotes.id, quoteIds)).orderBy(asc(quotes.id)).for("update");
  // The optional lines each client chose at acceptance, for all the quotes in one statement (not the signed PDF the acceptance keeps).
  const accepted = await tx
    .select({ quoteId: quoteAcceptances.quoteId, optionalLineIds: quoteAcceptances.optionalLineIds })
    .from(quoteAcceptances)
    .where(inArray(quoteAcceptances.quoteId, quoteIds));
  const chosenBy = new Map(accepted.map((a) => [a.quoteId, a.optionalLineIds]));
  const byId = new Map<string, BilledQuote & { title: string }>();
  for (const q of quoteRows) byId.set(q.id, { id: q.id, title: q.title, lines: q.lines, chosen: new Set(chosenBy.get(q.id) ?? []) });
  const done = await tx
    .select({ quoteId: invoiceVisits.quoteId })
    .from(invoiceVisits)
    .where(and(inArray(invoiceVisits.quoteId, quoteIds), eq(invoiceVisits.live, true), eq(invoiceVisits.oneTime, true)));
  const several = visits.length > 1;
  const { lines, oneTimeWith } = visitLines(
    visits.map((v) => ({ id: v.id, date: v.visitDate, quote: byId.get(v.quoteId!)! })),
    { oneTimeBilled: new Set(done.map((d) => d.quoteId)), ...(several ? { dateLabel: (d: string) => en.date(d) ?? d } : {}) },
  );

  const address = await addressOf(tx, first!.clientId, first!.addressId);
  const onlyQuote = quoteIds.length === 1 ? byId.get(quoteIds[0]!)! : undefined;
  const title = bill.title ?? `${onlyQuote?.title ?? first!.service} - ${several ? "visits" : "visit"} of ${en.date(first!.visitDate) ?? first!.visitDate}`;
  const { columns } = documentValues(address, { title, lines, deposit: { kind: "none" }, notes: null }, config.taxNumbers);
  const [row] = await tx
    .insert(invoices)
    .values({ ...columns, lines: invoiceLines(columns.lines), kind: "visits", clientId: first!.clientId, quoteId: onlyQuote?.id ?? null, terms: bill.terms })
    .returning();
  await tx
    .insert(invoiceVisits)
    .values(visits.map((v) => ({ invoiceId: row!.id, visitId: v.id, quoteId: v.quoteId!, oneTime: oneTimeWith.get(v.quoteId!) === v.id })));
  await recordInvoiceEvent(tx, {
    invoiceId: row!.id,
    kind: "created",
    actor: bill.actor,
    details: {
      visits: visits
        .map((v) => v.visitDate)
        .sort()
        .join(", "),
      ...(onlyQuote ? { quote: quoteRows[0]!.number } : {}),
    },
  });
  return row!;
}

/** A voided invoice's visits may be billed again (and its quotes' one-time lines with them). */
export async function releaseVisits(tx: Db, invoiceId: string): Promise<void> {
  await tx
    .update(invoiceVisits)
    .set({ live: false })
    .where(sql`${invoiceVisits.invoiceId} = ${invoiceId} and ${invoiceVisits.live}`);
}
