import type { SQL } from "drizzle-orm";
import { beforeEach } from "vitest";
import type { ClientFormInput } from "../../shared/schemas/clients";
import type { Database } from "../db/client";
import { clientAddresses, clients, jobAssessments } from "../db/schema/index";
import { useLeadTestApp } from "./lead-fixtures";
import { emptyTablesOf, type DbKind } from "./test-db";

export const CLIENTS = "/api/admin/clients";

export const ADDRESS = { street: "12 Main St", city: "Ottawa", province: "ON", postalCode: "K1A 0B1" } as const;

/** A valid client form with one address. */
export const CLIENT_FORM = {
  fullName: "Jane Doe",
  email: "jane@example.com",
  phoneNumber: "613-555-0100",
  language: "en",
  notes: "",
  addresses: [ADDRESS],
} satisfies ClientFormInput;

/** The lead test app (admin signed in; leads, clients and audit rows emptied) with assessments emptied too. */
export function useClientTestApp(kind: DbKind) {
  const ctx = useLeadTestApp(kind);
  // Cascade: clients (already emptied) refer to the assessments they were made from.
  beforeEach(() => emptyTablesOf(ctx.database.db, "job_assessments"));
  return ctx;
}

type SeedClient = Partial<typeof clients.$inferInsert> & { fullName: string; at?: SQL; streets?: string[] };

/** Clients inserted directly (`at` their creation time, `streets` their addresses in order); their ids. */
export async function seedClients(database: Database, ...rows: SeedClient[]): Promise<string[]> {
  const ids: string[] = [];
  for (const { at, streets = [], ...row } of rows) {
    const [made] = await database.db
      .insert(clients)
      .values({ phoneNumber: "613-555-0000", ...row, ...(at ? { createdAt: at as never, updatedAt: at as never } : {}) })
      .returning({ id: clients.id });
    if (streets.length) await database.db.insert(clientAddresses).values(streets.map((street, position) => ({ clientId: made!.id, street, position })));
    ids.push(made!.id);
  }
  return ids;
}

/** An assessment inserted directly; its id. */
export async function seedAssessment(database: Database, over: Partial<typeof jobAssessments.$inferInsert> = {}): Promise<string> {
  const [row] = await database.db
    .insert(jobAssessments)
    .values({
      fullName: "Jane Doe",
      phoneNumber: "613-555-0100",
      email: "jane@example.com",
      propertyAddress: "45 Elgin St",
      postcode: "K1P 5K7",
      propertyType: ["home"],
      propertySize: "2 Bedrooms",
      serviceType: ["regular", "deep"],
      frequency: "weekly",
      preferredIngredients: "eco-friendly",
      ...over,
    })
    .returning({ id: jobAssessments.id });
  return row!.id;
}
