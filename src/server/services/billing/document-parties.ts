import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientAddresses, clients } from "../../db/schema/index";
import { AppError } from "../../errors";
import type { BilledTo } from "../../../shared/schemas/invoices";

// Whom a quote or an invoice is for: the client and the service address, read the same way for both.

/** One of the client's addresses, with the client's language; a 400 naming addressId otherwise. */
export async function addressOf(tx: Db, clientId: string, addressId: string) {
  const [address] = await tx
    .select({ id: clientAddresses.id, province: clientAddresses.province, language: clients.language })
    .from(clientAddresses)
    .innerJoin(clients, eq(clients.id, clientAddresses.clientId))
    .where(and(eq(clientAddresses.id, addressId), eq(clientAddresses.clientId, clientId)));
  if (!address) throw AppError.validation({ addressId: "Service address not found for this client." });
  return address;
}

/**
 * The client and the service address as the document shows them (an empty street when it has
 * none). An invoice whose client was erased shows the name and address it kept (`billedTo`), and
 * no e-mail or phone.
 */
export async function documentParties(db: Db, row: { clientId: string; addressId: string | null; billedTo?: BilledTo | null }) {
  if (row.billedTo) {
    const [kept] = await db.select({ language: clients.language }).from(clients).where(eq(clients.id, row.clientId));
    return { client: { fullName: row.billedTo.fullName, email: null, phoneNumber: "", language: kept!.language }, address: row.billedTo.address };
  }
  const [client] = await db
    .select({ fullName: clients.fullName, email: clients.email, phoneNumber: clients.phoneNumber, language: clients.language })
    .from(clients)
    .where(eq(clients.id, row.clientId));
  const [address] = row.addressId
    ? await db
        .select({ street: clientAddresses.street, city: clientAddresses.city, province: clientAddresses.province, postalCode: clientAddresses.postalCode })
        .from(clientAddresses)
        .where(eq(clientAddresses.id, row.addressId))
    : [];
  return { client: client!, address: address ?? { street: "", city: null, province: null, postalCode: null } };
}
