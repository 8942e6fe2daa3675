import { and, eq } from "drizzle-orm";
import type { QuoteStatus } from "../../../shared/options/billing";
import { serviceVisitRefusal, type ServiceVisitAction } from "../../../shared/schemas/service-visits";
import type { Db } from "../../db/client";
import { clientAddresses, clients, quotes } from "../../db/schema/index";
import { AppError, notFound } from "../../errors";
import { loadVisit, type VisitStoredRow } from "./visit-record";

/**
 * The visit, locked until the caller's transaction ends, when `action` is allowed for it today;
 * 404 when there is no such visit, 409 with the reason otherwise.
 */
export async function lockVisitFor(tx: Db, id: string, action: ServiceVisitAction, today: string): Promise<VisitStoredRow> {
  const row = await loadVisit(tx, id, true);
  if (!row) throw notFound("serviceVisit");
  const refusal = serviceVisitRefusal(row.status, action, row.visitDate, today);
  if (refusal) throw new AppError("conflict", refusal);
  return row;
}

/**
 * The field errors of a client, one of its addresses and, optionally, one of its quotes, as a
 * visit or a recurring schedule names them (none: empty), and the quote's status when it is found.
 */
export async function clientPlaceErrors(tx: Db, input: { clientId: string; addressId: string; quoteId: string | null }) {
  const fields: Record<string, string> = {};
  let quoteStatus: QuoteStatus | null = null;
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId));
  if (!client) {
    fields.clientId = "Client not found.";
    return { fields, quoteStatus };
  }
  const [address] = await tx
    .select({ id: clientAddresses.id })
    .from(clientAddresses)
    .where(and(eq(clientAddresses.id, input.addressId), eq(clientAddresses.clientId, client.id)));
  if (!address) fields.addressId = "Service address not found among the client's addresses.";
  if (input.quoteId) {
    const [quote] = await tx
      .select({ status: quotes.status })
      .from(quotes)
      .where(and(eq(quotes.id, input.quoteId), eq(quotes.clientId, client.id)));
    if (!quote) fields.quoteId = "Quote not found among the client's quotes.";
    else quoteStatus = quote.status;
  }
  return { fields, quoteStatus };
}
