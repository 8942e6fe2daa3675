import { eq, sql } from "drizzle-orm";
import { localeFormat } from "../../../shared/locale-format";
import type { InvoiceDetail } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { invoiceCredits, invoices } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { nextDocumentNumber } from "../billing/document-number";
import { releaseVisits } from "./bill-visits";
import { addToInvoice, assertWithinBalance } from "./balance";
import { lockInvoiceFor } from "./invoice-guard";
import { invoiceDetail } from "./invoice-record";
import { recordPayment, type NewPayment } from "./record-payment";
import { recordInvoiceEvent, type InvoiceActor } from "./record-event";

// What staff do to an issued invoice: record a payment, add a credit note, or void it. An issued
// invoice is never edited, and nothing financial is deleted.

const en = localeFormat("en");

type StaffActor = Extract<InvoiceActor, { type: "staff" }>;
type Options = { db: Db; id: string; actor: StaffActor; today: string; config: Config };

/** POST /api/admin/invoices/{id}/payments. */
export function recordStaffPayment(options: Options & { payment: NewPayment }): Promise<InvoiceDetail> {
  const { db, id, today } = options;
  return transaction(db, async (tx) => {
    await recordPayment(tx, { invoiceId: id, payment: options.payment, source: "staff", actor: options.actor, today, config: options.config });
    return (await invoiceDetail(tx, id, today))!;
  });
}

/**
 * A credit note (POST /api/admin/invoices/{id}/credits): its own number (C-2026-0001), at most the
 * balance (409 otherwise); an invoice credited down to nothing is settled (paid).
 */
export function addCreditNote(options: Options & { amountCents: number; reason: string }): Promise<InvoiceDetail> {
  const { db, id, actor, today, amountCents, reason } = options;
  return transaction(db, async (tx) => {
    const row = await lockInvoiceFor(tx, id, "credit", today);
    assertWithinBalance(row, amountCents, (amount, balance) => `A credit of ${amount} is more than the balance of ${balance}.`);
    const number = await nextDocumentNumber(tx, "C", Number(today.slice(0, 4)));
    await tx
      .insert(invoiceCredits)
      .values({ invoiceId: row.id, kind: "credit_note", number, amountCents, reason, createdByUserId: actor.userId, createdByName: actor.name });
    await recordInvoiceEvent(tx, { invoiceId: row.id, kind: "credited", actor, details: { number, amount: en.money(amountCents), reason } });
    await addToInvoice(tx, row, { creditedCents: amountCents }, actor);
    return (await invoiceDetail(tx, row.id, today))!;
  });
}

/**
 * Void an invoice with a reason (POST /api/admin/invoices/{id}/void): it keeps its number and
 * stays in the lists. One with payments recorded is refused (409): the money is real, so the
 * correction is a credit note.
 */
export function voidInvoice(options: Options & { reason: string }): Promise<InvoiceDetail> {
  const { db, id, actor, today, reason } = options;
  return transaction(db, async (tx) => {
    const row = await lockInvoiceFor(tx, id, "void", today);
    if (row.paidCents > 0) {
      throw new AppError(
        "conflict",
        `This invoice has ${en.money(row.paidCents)} in payments recorded and cannot be voided: add a credit note for the difference instead.`,
      );
    }
    await tx
      .update(invoices)
      .set({ status: "void", voidReason: reason, voidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(invoices.id, row.id));
    await recordInvoiceEvent(tx, { invoiceId: row.id, kind: "voided", actor, details: { reason } });
    await releaseVisits(tx, row.id);
    return (await invoiceDetail(tx, row.id, today))!;
  });
}
