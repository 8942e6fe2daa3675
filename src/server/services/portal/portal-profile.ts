import { asc, eq, sql } from "drizzle-orm";
import type { PortalProfile } from "../../../shared/portal";
import { clientAddressLine } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { clientAddresses, clients } from "../../db/schema/index";

/**
 * The signed-in user's contact data for a new quote request: their client record (the client with
 * the user's e-mail, as for quotes and invoices) and its first address; an account without a
 * client record answers its own name and e-mail.
 */
export async function portalProfile(db: Db, user: { email: string; name: string }): Promise<PortalProfile> {
  const [client] = await db
    .select({ id: clients.id, fullName: clients.fullName, email: clients.email, phoneNumber: clients.phoneNumber })
    .from(clients)
    .where(sql`lower(${clients.email}) = lower(${user.email})`);
  if (!client) return { fullName: user.name, email: user.email, phoneNumber: null, address: null };
  const [address] = await db
    .select({ street: clientAddresses.street, city: clientAddresses.city, province: clientAddresses.province, postalCode: clientAddresses.postalCode })
    .from(clientAddresses)
    .where(eq(clientAddresses.clientId, client.id))
    .orderBy(asc(clientAddresses.position))
    .limit(1);
  return {
    fullName: client.fullName,
    email: client.email ?? user.email,
    phoneNumber: client.phoneNumber,
    address: address ? { line: clientAddressLine({ ...address, postalCode: null }), postalCode: address.postalCode } : null,
  };
}
