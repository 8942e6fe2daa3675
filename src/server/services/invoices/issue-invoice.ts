import { queueAutopayCharge } from "../payments/autopay-charges";
import { eq, sql } from "drizzle-orm";
import type { InvoiceDetail } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { mailCompany } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { nextDocumentNumber } from "../billing/document-number";
import { withRegistrations } from "../billing/registrations";
import { printedCompany } from "../settings/company-settings";
import { settleIfNothingLeft } from "./balance";
import { creditDeposit } from "./deposit";
import { lockInvoiceFor } from "./invoice-guard";
import { invoiceAttachment, invoiceFacts, invoicePdf, portalInvoiceUrl } from "./invoice-mail";
import { invoiceDetail, invoiceDocument, type InvoiceRow } from "./invoice-record";
import { dueDateFor } from "./invoice-values";
import { recordInvoiceEvent, type InvoiceActor } from "./record-event";

type Options = { db: Db; id: string; actor: InvoiceActor; today: string; config: Config };

/** E-mail the invoice to its client with the PDF (when the client has an e-mail); true when queued. */
export async function mailInvoice(
  tx: Db,
  row: InvoiceRow,
  o: { actor: InvoiceActor; today: string; config: Config; autopayCard?: string | null },
): Promise<boolean> {
  const document = await invoiceDocument(tx, row, o.today);
  if (!document.client.email) return false;
  await enqueueMail(tx, {
    kind: "invoice.send",
    data: {
      invoice: invoiceFacts(document),
      paying: { etransferEmail: o.config.etransferEmail, url: portalInvoiceUrl(o.config, document), autopay: o.autopayCard ?? null },
      company: mailCompany(o.config),
    },
    language: document.client.language,
    attachments: [invoiceAttachment(document, await invoicePdf(o.config, document, row.company))],
  });
  await recordInvoiceEvent(tx, { invoiceId: row.id, kind: "sent", actor: o.actor, details: { to: document.client.email } });
  return true;
}

/**
 * Issue a locked draft in the caller's transaction: the year's next F- number (the counter row is
 * locked until the commit, so numbers are consecutive and a rollback gives the number back), the
 * issue and due dates, a deposit paid credited, and the e-mail with the PDF. An invoice with
 * nothing left to pay is paid at once.
 */
export async function issueRow(tx: Db, row: InvoiceRow, o: { issueDate: string; actor: InvoiceActor; today: string; config: Config }): Promise<InvoiceRow> {
  // The registration numbers and the company block as they are when issued (decision 052).
  const taxes = withRegistrations("invoice", row.taxes, o.config.taxNumbers);
  const number = await nextDocumentNumber(tx, "F", Number(o.issueDate.slice(0, 4)));
  let [issued] = await tx
    .update(invoices)
    .set({
      number,
      status: "issued",
      issueDate: o.issueDate,
      dueDate: dueDateFor(o.issueDate, row.terms),
      taxes,
      company: printedCompany(o.config),
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, row.id))
    .returning();
  await recordInvoiceEvent(tx, { invoiceId: row.id, kind: "issued", actor: o.actor, details: { number } });
  issued = await creditDeposit(tx, issued!, { actor: o.actor, closeDeposit: true });
  issued = await settleIfNothingLeft(tx, issued, o.actor);
  // A client who pays automatically is charged once it is committed (decision 074); the e-mail says so.
  const charge = await queueAutopayCharge(tx, issued, o.config);
  await mailInvoice(tx, issued, { ...o, autopayCard: charge?.card ?? null });
  return issued;
}

/** Issue a draft (POST /api/admin/invoices/{id}/issue): dated today unless staff give an earlier day. */
export function issueInvoice(options: Options & { issueDate?: string }): Promise<InvoiceDetail> {
  const { db, id, today } = options;
  const issueDate = options.issueDate ?? today;
  if (issueDate > today) throw AppError.validation({ issueDate: "Issue date cannot be in the future." });
  return transaction(db, async (tx) => {
    const row = await lockInvoiceFor(tx, id, "issue", today);
    await issueRow(tx, row, { ...options, issueDate });
    return (await invoiceDetail(tx, id, today))!;
  });
}

/** E-mail an issued invoice again (POST /api/admin/invoices/{id}/resend); 409 when the client has no e-mail. */
export function resendInvoice(options: Options): Promise<InvoiceDetail> {
  const { db, id, today } = options;
  return transaction(db, async (tx) => {
    const row = await lockInvoiceFor(tx, id, "resend", today);
    if (!(await mailInvoice(tx, row, options))) throw new AppError("conflict", "This client has no e-mail address: add one in the Clients Hub first.");
    return (await invoiceDetail(tx, id, today))!;
  });
}
