import type { InvoiceEventKind } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { invoiceEvents } from "../../db/schema/index";

/** Who did something to an invoice: a staff member, the client (with where from), or the system (a reminder, Stripe). */
export type InvoiceActor =
  | { type: "staff"; userId: string; name: string }
  | { type: "client"; userId: string | null; name: string | null; ip?: string | null; userAgent?: string | null }
  | { type: "system"; name: string | null };

/** One entry of the invoice's timeline; pass the caller's transaction to keep it with the change. */
export async function recordInvoiceEvent(
  db: Db,
  event: { invoiceId: string; kind: InvoiceEventKind; actor: InvoiceActor; details?: Record<string, string | null> },
) {
  const { actor } = event;
  await db.insert(invoiceEvents).values({
    at: new Date(),
    invoiceId: event.invoiceId,
    kind: event.kind,
    actorType: actor.type,
    actorUserId: actor.type === "system" ? null : actor.userId,
    actorName: actor.name,
    details: event.details ?? {},
    ip: actor.type === "client" ? (actor.ip ?? null) : null,
    userAgent: actor.type === "client" ? (actor.userAgent ?? null) : null,
  });
}
