import { asc, count, desc, inArray, sql } from "drizzle-orm";
import { CLIENTS_PAGE_SIZE, clientAddressLine, type ClientList, type ClientListQuery } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { clientAddresses, clients } from "../../db/schema/index";
import { searchCondition } from "../common/text-search";

/**
 * One page of clients (50), newest first or by name, with the number the search matches. The
 * search is a case-insensitive "contains" on name, e-mail, phone and the phone's digits.
 */
export async function listClients(options: { db: Db; query: ClientListQuery }): Promise<ClientList> {
  const { db, query } = options;
  const where = query.search ? searchCondition(clients.searchText, query.search) : undefined;
  const order = query.sort === "name" ? [asc(sql`lower(${clients.fullName})`), asc(clients.id)] : [desc(clients.createdAt), desc(clients.id)];
  const pageSize = CLIENTS_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: clients.id,
        fullName: clients.fullName,
        email: clients.email,
        phoneNumber: clients.phoneNumber,
        language: clients.language,
        createdAt: clients.createdAt,
      })
      .from(clients)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  const primary = await primaryAddresses(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({ ...r, primaryAddress: primary.get(r.id) ?? null, createdAt: r.createdAt.toISOString() })),
    total: Number(counted!.n),
    page: query.page,
    pageSize,
  };
}

/** The first address of each client, on one line. */
async function primaryAddresses(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([clientAddresses.clientId], {
      clientId: clientAddresses.clientId,
      street: clientAddresses.street,
      city: clientAddresses.city,
      province: clientAddresses.province,
      postalCode: clientAddresses.postalCode,
    })
    .from(clientAddresses)
    .where(inArray(clientAddresses.clientId, ids))
    .orderBy(clientAddresses.clientId, clientAddresses.position, clientAddresses.createdAt);
  return new Map(rows.map((r) => [r.clientId, clientAddressLine(r)]));
}
