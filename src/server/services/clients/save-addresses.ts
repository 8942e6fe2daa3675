import { asc, eq, inArray } from "drizzle-orm";
import type { ClientForm } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { clientAddresses, invoices, quotes, serviceSchedules, serviceVisits } from "../../db/schema/index";
import { AppError } from "../../errors";

type AddressInput = ClientForm["addresses"][number];
const PARTS = ["street", "city", "province", "postalCode"] as const;

const values = (clientId: string, a: AddressInput, position: number) => ({
  clientId,
  street: a.street,
  city: a.city,
  province: a.province,
  postalCode: a.postalCode,
  // Absent (undefined) is left out of an update, so a form without the field keeps them.
  accessNotes: a.accessNotes,
  position,
});

/** A new client's addresses, in the order given. */
export async function insertAddresses(db: Db, clientId: string, addresses: AddressInput[]): Promise<void> {
  await db.insert(clientAddresses).values(addresses.map((a, i) => values(clientId, a, i)));
}

/** 409 naming the first address of `ids` that a quote, an invoice, a visit or a schedule is for. */
async function assertUnused(db: Db, ids: string[], streets: Map<string, string>): Promise<void> {
  for (const [kind, table] of [
    ["a quote", quotes],
    ["an invoice", invoices],
    ["a service visit", serviceVisits],
    ["a recurring schedule", serviceSchedules],
  ] as const) {
    const [used] = await db.select({ addressId: table.addressId }).from(table).where(inArray(table.addressId, ids)).limit(1);
    if (used) {
      const message = `The address "${streets.get(used.addressId!)}" is used by ${kind} and cannot be removed.`;
      throw new AppError("conflict", message, { addresses: message });
    }
  }
}

/**
 * Make a client's addresses the list given, in its order: an address with an id updates that one
 * (it must be the client's), one without is added, and the client's others are removed unless a
 * quote, an invoice, a visit or a schedule is for them (409). Whether anything changed.
 */
export async function saveAddresses(db: Db, clientId: string, addresses: AddressInput[]): Promise<boolean> {
  const current = await db.select().from(clientAddresses).where(eq(clientAddresses.clientId, clientId)).orderBy(asc(clientAddresses.position)).for("update");
  const byId = new Map(current.map((a) => [a.id, a]));
  const unknown = addresses.find((a) => a.id && !byId.has(a.id.toLowerCase()));
  if (unknown) throw AppError.validation({ addresses: "Addresses must be this client's addresses or new ones." });

  const kept = new Set(addresses.flatMap((a) => (a.id ? [a.id.toLowerCase()] : [])));
  const removed = current.filter((a) => !kept.has(a.id));
  if (removed.length) {
    const ids = removed.map((a) => a.id);
    await assertUnused(db, ids, new Map(removed.map((a) => [a.id, a.street])));
    await db.delete(clientAddresses).where(inArray(clientAddresses.id, ids));
  }
  let changed = removed.length > 0;
  for (const [position, address] of addresses.entries()) {
    const before = address.id ? byId.get(address.id.toLowerCase()) : undefined;
    if (!before) {
      await db.insert(clientAddresses).values(values(clientId, address, position));
      changed = true;
    } else if (
      before.position !== position ||
      PARTS.some((p) => before[p] !== address[p]) ||
      (address.accessNotes !== undefined && before.accessNotes !== address.accessNotes)
    ) {
      const { clientId: _same, ...set } = values(clientId, address, position);
      await db.update(clientAddresses).set(set).where(eq(clientAddresses.id, before.id));
      changed = true;
    }
  }
  return changed;
}
