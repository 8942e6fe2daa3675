import { asc, eq } from "drizzle-orm";
import { businessDay } from "../../../shared/business-time";
import type { InvoiceAutopay, InvoiceCharge } from "../../../shared/schemas/autopay";
import type { Db } from "../../db/client";
import { invoiceCharges } from "../../db/schema/index";

// What the invoice pages say of automatic payment (decision 074): every attempt for staff, the
// latest one's meaning for the client.

/** The invoice's automatic charges, first attempt first (the admin's invoice page). */
export async function chargesOfInvoice(db: Db, invoiceId: string): Promise<InvoiceCharge[]> {
  const rows = await db.select().from(invoiceCharges).where(eq(invoiceCharges.invoiceId, invoiceId)).orderBy(asc(invoiceCharges.attempt));
  return rows.map((c) => ({
    attempt: c.attempt,
    status: c.status,
    card: c.card,
    amountCents: c.amountCents,
    sendAfter: c.sendAfter.toISOString(),
    settledAt: c.settledAt?.toISOString() ?? null,
    failureMessage: c.failureMessage,
    paymentIntentId: c.paymentIntentId,
  }));
}

/**
 * What the client's invoice page says, from the latest attempt; null when none was made, it was
 * called off, or it no longer holds: the invoice is void, or paid another way, or a waiting attempt
 * will not be sent because automatic payment is off now (`autopayOn`).
 */
export function autopayOf(charges: readonly InvoiceCharge[], invoiceStatus: string, autopayOn: boolean): InvoiceAutopay | null {
  const last = charges.at(-1);
  if (!last || invoiceStatus === "void") return null;
  if (invoiceStatus === "paid" && last.status !== "succeeded") return null;
  if (last.status === "queued" && !autopayOn) return null;
  const retry = last.status === "queued" && last.attempt > 1;
  const state: InvoiceAutopay["state"] | null =
    last.status === "succeeded"
      ? "paid"
      : retry
        ? "retrying"
        : last.status === "queued"
          ? "scheduled"
          : last.status === "sending" || last.status === "processing" || last.status === "unknown"
            ? "processing"
            : last.status === "failed"
              ? "failed"
              : null;
  return state ? { card: last.card, state, nextTry: retry ? businessDay(new Date(last.sendAfter)) : null } : null;
}
