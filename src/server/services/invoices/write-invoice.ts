import { eq, sql } from "drizzle-orm";
import { localeFormat } from "../../../shared/locale-format";
import type { InvoiceCreate, InvoiceDetail, InvoiceEdit, PaymentTerms } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { clients, invoices } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { recordAudit } from "../common/record-audit";
import { loadQuote, quoteAcceptance } from "../quotes/quote-record";
import { creditDeposit } from "./deposit";
import { lockInvoiceFor } from "./invoice-guard";
import { invoiceDetail } from "./invoice-record";
import { invoiceLines, invoiceValues } from "./invoice-values";
import { recordInvoiceEvent, type InvoiceActor } from "./record-event";

const en = localeFormat("en");

type StaffActor = Extract<InvoiceActor, { type: "staff" }> & { email: string };
type Options = { db: Db; actor: StaffActor; today: string; config: Config };

const audit = (tx: Db, actor: StaffActor, action: string, entityId: string, details: Record<string, string>) =>
  recordAudit({ db: tx, actor: { userId: actor.userId, email: actor.email }, entries: [{ action, entity: "invoice", entityId, details }] });

/** A draft invoice by hand, for a client and one of its addresses (POST /api/admin/invoices). */
export function createInvoice(options: Options & { input: InvoiceCreate }): Promise<InvoiceDetail> {
  const { db, input, actor, today, config } = options;
  return transaction(db, async (tx) => {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId));
    if (!client) throw AppError.validation({ clientId: "Client not found." });
    const values = await invoiceValues(tx, input, config.taxNumbers);
    const [row] = await tx
      .insert(invoices)
      .values({ ...values, clientId: client.id })
      .returning({ id: invoices.id });
    await recordInvoiceEvent(tx, { invoiceId: row!.id, kind: "created", actor });
    await audit(tx, actor, "invoice.create", row!.id, { title: input.title });
    return (await invoiceDetail(tx, row!.id, today))!;
  });
}

/**
 * What an invoice for the work of an accepted quote bills: its lines with the optional items the
 * client chose, its taxes and totals as accepted, its client and address, its notes.
 */
export async function quoteWorkValues(tx: Db, quote: NonNullable<Awaited<ReturnType<typeof loadQuote>>>) {
  const chosen = new Set((await quoteAcceptance(tx, quote.id))?.optionalLineIds ?? []);
  return {
    kind: "standard" as const,
    clientId: quote.clientId,
    addressId: quote.addressId,
    quoteId: quote.id,
    title: quote.title,
    lines: invoiceLines(quote.lines.filter((l) => !l.optional || chosen.has(l.id))),
    province: quote.province,
    taxes: quote.taxes,
    subtotalCents: quote.subtotalCents,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
    notes: quote.notes,
  };
}

/**
 * A draft invoice for the work of an accepted quote (POST /api/admin/invoices/from-quote): its
 * lines with the optional items the client chose, its taxes and totals as accepted, its client and
 * address, and the deposit paid so far credited. One live invoice per quote (409 otherwise).
 */
export function invoiceFromQuote(options: Options & { quoteId: string; terms: PaymentTerms }): Promise<InvoiceDetail> {
  const { db, quoteId, terms, actor, today } = options;
  return transaction(db, async (tx) => {
    const quote = await loadQuote(tx, quoteId, true);
    if (!quote) throw AppError.validation({ quoteId: "Quote not found." });
    if (quote.status !== "accepted") throw new AppError("conflict", "Only an accepted quote can be invoiced.");
    const [existing] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(sql`${invoices.quoteId} = ${quote.id} and ${invoices.kind} = 'standard' and ${invoices.status} <> 'void'`);
    if (existing)
      throw new AppError(
        "conflict",
        `This quote already has an invoice${existing.number ? ` (${existing.number})` : " (a draft)"}: void it first to make another.`,
      );
    const [row] = await tx
      .insert(invoices)
      .values({ ...(await quoteWorkValues(tx, quote)), terms })
      .returning();
    await recordInvoiceEvent(tx, { invoiceId: row!.id, kind: "created", actor, details: { quote: quote.number } });
    await creditDeposit(tx, row!, { actor, closeDeposit: false });
    await audit(tx, actor, "invoice.create", row!.id, { quote: quote.number });
    return (await invoiceDetail(tx, row!.id, today))!;
  });
}

/** Edit a draft (PUT /api/admin/invoices/{id}); an issued invoice is refused (409): void it or credit it. */
export function updateInvoice(options: Options & { id: string; input: InvoiceEdit }): Promise<InvoiceDetail> {
  const { db, id, input, actor, today, config } = options;
  return transaction(db, async (tx) => {
    const row = await lockInvoiceFor(tx, id, "edit", today);
    const values = await invoiceValues(tx, { ...input, clientId: row.clientId }, config.taxNumbers);
    if (values.totalCents < row.paidCents + row.creditedCents) {
      throw AppError.validation({ lines: `The total cannot be less than what is already credited (${en.money(row.paidCents + row.creditedCents)}).` });
    }
    await tx
      .update(invoices)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(invoices.id, row.id));
    await recordInvoiceEvent(tx, { invoiceId: row.id, kind: "updated", actor });
    return (await invoiceDetail(tx, row.id, today))!;
  });
}
