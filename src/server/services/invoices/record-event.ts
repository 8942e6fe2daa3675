import type { InvoiceEventKind } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { invoiceEvents } from "../../db/schema/index";
import { actorColumns, type DocumentActor } from "../billing/timeline";

/** Who did something to an invoice: a staff member, the client (with where from), or the system (a reminder, Stripe). */
export type InvoiceActor = DocumentActor;

/** One entry of the invoice's timeline; pass the caller's transaction to keep it with the change. */
export async function recordInvoiceEvent(
  db: Db,
  event: { invoiceId: string; kind: InvoiceEventKind; actor: InvoiceActor; details?: Record<string, string | null> },
) {
  await db.insert(invoiceEvents).values({
    at: new Date(),
    invoiceId: event.invoiceId,
    kind: event.kind,
    ...actorColumns(event.actor),
    details: event.details ?? {},
  });
}
