import { and, eq, ne } from "drizzle-orm";
import { localeFormat } from "../../../shared/locale-format";
import type { PaymentTerms } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { recordAudit } from "../common/record-audit";
import { loadQuote } from "../quotes/quote-record";
import { loadVisit } from "../service-visits/visit-record";
import { recordInvoiceEvent, type InvoiceActor } from "./record-event";
import { quoteWorkValues } from "./write-invoice";

const en = localeFormat("en");

type StaffActor = Extract<InvoiceActor, { type: "staff" }> & { email: string };

/**
 * A draft invoice for one completed visit (POST /api/admin/service-visits/{id}/invoice), for
 * per-visit billing of a recurring service: its quote's lines and prices as accepted, at the
 * visit's address, titled with the visit's day. One live invoice per visit (the invoice's
 * visit_id, unique unless void): a second is refused (409) until the first is voided. The
 * quote's deposit is not credited on it (decision 037).
 */
export function invoiceForVisit(options: { db: Db; actor: StaffActor; id: string; terms: PaymentTerms }): Promise<{ invoice: { id: string } }> {
  const { db, actor, id, terms } = options;
  return transaction(db, async (tx) => {
    const visit = await loadVisit(tx, id, true);
    if (!visit) throw notFound("serviceVisit");
    if (visit.status !== "completed") throw new AppError("conflict", "Only a completed visit can be invoiced.");
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.visitId, visit.id), ne(invoices.status, "void")));
    if (existing) throw new AppError("conflict", "This visit already has an invoice.");
    const quote = visit.quoteId ? await loadQuote(tx, visit.quoteId) : undefined;
    if (!quote) throw new AppError("conflict", "This visit has no quote to price it from.");
    const values = await quoteWorkValues(tx, quote);
    const title = `${quote.title} - visit of ${en.date(visit.visitDate) ?? visit.visitDate}`;
    const [row] = await tx
      .insert(invoices)
      .values({ ...values, addressId: visit.addressId, visitId: visit.id, title, terms })
      .returning({ id: invoices.id });
    await recordInvoiceEvent(tx, { invoiceId: row!.id, kind: "created", actor, details: { quote: quote.number, visit: visit.visitDate } });
    await recordAudit({
      db: tx,
      actor: { userId: actor.userId, email: actor.email },
      entries: [{ action: "invoice.create", entity: "invoice", entityId: row!.id, details: { quote: quote.number ?? "", visit: visit.visitDate } }],
    });
    return { invoice: { id: row!.id } };
  });
}
