import { randomUUID } from "node:crypto";
import type { QuoteStatus } from "../../shared/options/billing";
import type { QuoteCreateInput } from "../../shared/schemas/quotes";
import type { Database } from "../db/client";
import { clientAddresses, clients, quotes } from "../db/schema/index";

/** A quote row as tests insert it directly: one line at `totalCents`, no tax, a unique number. */
export function quoteRow(q: { clientId: string; title: string; totalCents: number; status: QuoteStatus; quoteDate: string; validUntil: string }) {
  return {
    ...q,
    number: `Q-TEST-${randomUUID().slice(0, 8)}`,
    subtotalCents: q.totalCents,
    lines: [{ id: randomUUID(), description: q.title, quantity: 1, unitPriceCents: q.totalCents, lineTotalCents: q.totalCents, optional: false }],
  } satisfies typeof quotes.$inferInsert;
}

export const QUOTES = "/api/admin/quotes";

/** A valid quote form's content (no client): two lines and one optional line. */
export const QUOTE_FORM = {
  title: "Deep cleaning",
  lines: [
    { description: "Deep clean, main floor", quantity: 2, unitPriceCents: 10_000 },
    { description: "Windows", quantity: 1.5, unitPriceCents: 3_333 },
    { description: "Oven cleaning", quantity: 1, unitPriceCents: 5_000, optional: true },
  ],
  notes: "Side door",
} satisfies Partial<QuoteCreateInput>;

/** A client with one address in `province`; the client's and the address's ids. */
export async function seedQuoteClient(database: Database, email: string | null, province: "ON" | "QC" | "AB" = "ON", fullName = "Jane Doe") {
  const [client] = await database.db.insert(clients).values({ fullName, email, phoneNumber: "613-555-0100" }).returning({ id: clients.id });
  const [address] = await database.db
    .insert(clientAddresses)
    .values({
      clientId: client!.id,
      street: "12 Main St",
      city: province === "QC" ? "Gatineau" : "Ottawa",
      province,
      postalCode: province === "QC" ? "J8X 3X7" : "K1A 0B1",
      position: 0,
    })
    .returning({ id: clientAddresses.id });
  return { clientId: client!.id, addressId: address!.id };
}
