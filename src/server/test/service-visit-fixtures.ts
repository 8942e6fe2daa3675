import type { Database } from "../db/client";
import { clientAddresses, serviceVisits } from "../db/schema/index";

export const SERVICE_VISITS = "/api/admin/service-visits";

/** A scheduled visit of `clientId` on `date` (8:00-10:00), at a new address of the client; its id. */
export async function seedServiceVisit(database: Database, clientId: string, date: string, service = "Weekly cleaning"): Promise<string> {
  const [address] = await database.db
    .insert(clientAddresses)
    .values({ clientId, street: "5 Visit Lane", city: "Ottawa", province: "ON", postalCode: "K1A 0B1", position: 9 })
    .returning({ id: clientAddresses.id });
  const [visit] = await database.db
    .insert(serviceVisits)
    .values({ clientId, addressId: address!.id, visitDate: date, windowStart: "08:00", windowEnd: "10:00", service })
    .returning({ id: serviceVisits.id });
  return visit!.id;
}
