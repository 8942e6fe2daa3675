import { autopayCardOf } from "../payments/autopay-card";
import { autopayOf, chargesOfInvoice } from "../payments/invoice-charges";
import { eq, sql } from "drizzle-orm";
import { localeFormat } from "../../../shared/locale-format";
import { PORTAL_INVOICE_STATUSES, portalInvoiceState, type PortalInvoiceDetail } from "../../../shared/portal";
import type { InvoiceDocument } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { adminInvoiceUrl, invoiceFacts } from "../invoices/invoice-mail";
import { invoiceDocument, loadInvoice, type InvoiceRow } from "../invoices/invoice-record";
import { recordInvoiceEvent, type InvoiceActor } from "../invoices/record-event";

// A signed-in client's own invoices, one at a time: the page, the PDF, paying, and the rule of
// what they may see (their client's issued and paid invoices; never drafts or void ones).

const en = localeFormat("en");

/** How long a second "I have sent it" for the same invoice is taken as the same news: no second e-mail. */
export const ETRANSFER_NOTICE_WINDOW_MS = 10 * 60_000;

/** Whether the invoice is one the client may see. */
export const invoiceShownTo = (clientId: string | undefined) => (row: InvoiceRow) =>
  row.clientId === clientId && (PORTAL_INVOICE_STATUSES as readonly string[]).includes(row.status);

/** The client's invoice as its document (what the page and the PDF are drawn from); undefined when it is not theirs to see. */
export async function portalInvoiceDocument(db: Db, clientId: string | undefined, id: string, today: string): Promise<InvoiceDocument | undefined> {
  const row = await loadInvoice(db, id);
  if (!row || !invoiceShownTo(clientId)(row)) return undefined;
  return invoiceDocument(db, row, today);
}

/** What automatic payment is doing with the invoice, as its client reads it (decision 074). */
async function invoiceAutopay(db: Db, document: InvoiceDocument) {
  const charges = await chargesOfInvoice(db, document.id);
  if (charges.length === 0) return null;
  const clientId = (await loadInvoice(db, document.id))?.clientId;
  return autopayOf(charges, document.status, !!clientId && (await autopayCardOf(db, clientId)) !== null);
}

/** The invoice page as the client reads it, with how it can be paid (and whether it is being paid automatically). */
export async function portalInvoiceView(db: Db, config: Config, document: InvoiceDocument, today: string): Promise<PortalInvoiceDetail> {
  return {
    invoice: {
      ...document,
      // Shown invoices are issued, so they have a number and dates (a check says so).
      number: document.number!,
      issueDate: document.issueDate!,
      dueDate: document.dueDate!,
      status: portalInvoiceState(document.status === "paid" ? "paid" : "issued", document.dueDate!, today)!,
    },
    paying: { etransferEmail: config.etransferEmail, card: config.stripe !== null, autopay: await invoiceAutopay(db, document) },
  };
}

/** The invoice page as the client reads it, with how it can be paid; undefined when it is not theirs to see. */
export async function portalInvoiceDetail(
  db: Db,
  config: Config,
  clientId: string | undefined,
  id: string,
  today: string,
): Promise<PortalInvoiceDetail | undefined> {
  const document = await portalInvoiceDocument(db, clientId, id, today);
  return document && portalInvoiceView(db, config, document, today);
}

/** Log that the client opened the invoice (its page or its PDF): every view, not only the first. */
export async function recordInvoiceView(db: Db, invoiceId: string, actor: InvoiceActor, channel: "page" | "pdf") {
  await recordInvoiceEvent(db, { invoiceId, kind: "viewed", actor, details: { channel } });
}

/**
 * The client says they sent an Interac e-Transfer for their invoice: kept on the invoice (when,
 * and the balance then: the client sees "waiting for confirmation", staff see it on the invoice
 * and in the list until they record a payment), logged on its timeline, and the company inbox is
 * told, so staff look for it and record the payment. Only an invoice with
 * something left to pay (409 once paid); another client's is not found. Said again within
 * ETRANSFER_NOTICE_WINDOW_MS (a second click, a reload), it is the same news: nothing new.
 */
export function reportEtransferSent(options: {
  db: Db;
  config: Config;
  clientId: string | undefined;
  id: string;
  actor: InvoiceActor;
  today: string;
}): Promise<void> {
  const { db, config, clientId, id, actor, today } = options;
  return transaction(db, async (tx) => {
    // Locked: two clicks at once are told apart by the event the first one writes.
    const row = await loadInvoice(tx, id, true);
    if (!row || !invoiceShownTo(clientId)(row)) throw notFound("invoice");
    if (row.status === "paid") throw new AppError("conflict", { key: "invoice.paidInFull" });
    // The report kept on the invoice is the last one; a payment recorded since cleared it, so a
    // report after a payment is news however soon it comes.
    if (row.etransferSentAt && row.etransferSentAt.getTime() > Date.now() - ETRANSFER_NOTICE_WINDOW_MS) return;
    const document = await invoiceDocument(tx, row, today);
    await tx
      .update(invoices)
      .set({ etransferSentAt: sql`now()`, etransferSentCents: document.balanceCents })
      .where(eq(invoices.id, row.id));
    await recordInvoiceEvent(tx, { invoiceId: row.id, kind: "etransfer_sent", actor, details: { amount: en.money(document.balanceCents) } });
    await enqueueMail(tx, {
      kind: "invoice.etransfer-notify",
      data: { invoice: invoiceFacts(document), adminUrl: adminInvoiceUrl(config, row.id), company: mailCompany(config) },
    });
  });
}
