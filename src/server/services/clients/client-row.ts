import { asc, eq, getTableColumns } from "drizzle-orm";
import type { ClientAddress } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { clientAddresses, clients } from "../../db/schema/index";

// How clients and client_addresses rows become the API's shapes.

const { searchText: _searchText, ...clientColumnSet } = getTableColumns(clients);

/** The columns a client is read with (everything but the search column). */
export const clientColumns = clientColumnSet;
export type ClientRow = { [K in keyof typeof clientColumns]: (typeof clients.$inferSelect)[K] };

export const addressColumns = {
  id: clientAddresses.id,
  street: clientAddresses.street,
  city: clientAddresses.city,
  province: clientAddresses.province,
  postalCode: clientAddresses.postalCode,
};

/** A client's addresses, first (primary) first. */
export const addressesOf = (db: Db, clientId: string): Promise<ClientAddress[]> =>
  db
    .select(addressColumns)
    .from(clientAddresses)
    .where(eq(clientAddresses.clientId, clientId))
    .orderBy(asc(clientAddresses.position), asc(clientAddresses.createdAt));
