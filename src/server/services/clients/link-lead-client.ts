import { asc, eq, or, sql } from "drizzle-orm";
import { clientAddressLine } from "../../../shared/schemas/clients";
import type { ConvertedClient } from "../../../shared/schemas/leads";
import type { Db } from "../../db/client";
import { clientAddresses, clients, leads } from "../../db/schema/index";
import { leadColumns, type LeadRow } from "../leads/lead-row";
import type { AuditEntry } from "../common/record-audit";
import { addressColumns, clientColumns, type ClientRow } from "./client-row";

/** Matches no row: the nil UUID. */
const NO_ID = "00000000-0000-0000-0000-000000000000";

/** The client linked to the lead, or else the one made from it (a link cleared since). */
async function clientOfLead(tx: Db, lead: LeadRow): Promise<ClientRow | undefined> {
  const [row] = await tx
    .select(clientColumns)
    .from(clients)
    .where(or(eq(clients.id, lead.clientId ?? NO_ID), eq(clients.leadId, lead.id)))
    .orderBy(sql`${clients.id} = ${lead.clientId ?? NO_ID} desc`)
    .limit(1);
  return row;
}

const clientWithEmail = async (tx: Db, email: string) =>
  (
    await tx
      .select(clientColumns)
      .from(clients)
      .where(sql`lower(${clients.email}) = lower(${email})`)
  )[0];

/**
 * A new client from the lead's contact details, its free-text address as the first service
 * address (street only). When a client with the e-mail appeared meanwhile (another lead with the
 * same e-mail converted at once), that one.
 */
async function clientFromLead(tx: Db, lead: LeadRow): Promise<ClientRow> {
  const [made] = await tx
    .insert(clients)
    .values({ fullName: lead.fullName, email: lead.email, phoneNumber: lead.phoneNumber, leadId: lead.id })
    .onConflictDoNothing()
    .returning(clientColumns);
  if (!made) return (await clientWithEmail(tx, lead.email!))!;
  const street = lead.address?.trim();
  if (street) await tx.insert(clientAddresses).values({ clientId: made.id, street, position: 0 });
  return made;
}

/**
 * Give a lead that is (being made) Converted its client record: the one linked to it, one made
 * from it earlier whose link was cleared, the client with its e-mail, or a new one from its
 * contact details. Runs inside the caller's transaction with the lead row locked; links the lead
 * and returns the audit entry when the link is new (none when the lead already had this client).
 */
export async function linkLeadClient(tx: Db, lead: LeadRow): Promise<{ row: LeadRow; client: ClientRow; audit?: AuditEntry }> {
  const existing = await clientOfLead(tx, lead);
  if (existing && existing.id === lead.clientId) return { row: lead, client: existing };
  const byEmail = !existing && lead.email ? await clientWithEmail(tx, lead.email) : undefined;
  const client = existing ?? byEmail ?? (await clientFromLead(tx, lead));
  const [row] = await tx.update(leads).set({ clientId: client.id }).where(eq(leads.id, lead.id)).returning(leadColumns);
  const details = byEmail ? { clientId: client.id, matchedBy: "email" } : { clientId: client.id };
  return { row: row!, client, audit: { action: "lead.convert", entity: "lead", entityId: lead.id, details } };
}

/** The client as Convert answers it, its first address on one line. */
export async function toConvertedClient(db: Db, client: ClientRow): Promise<ConvertedClient> {
  const [first] = await db
    .select(addressColumns)
    .from(clientAddresses)
    .where(eq(clientAddresses.clientId, client.id))
    .orderBy(asc(clientAddresses.position))
    .limit(1);
  return {
    id: client.id,
    fullName: client.fullName,
    email: client.email,
    phoneNumber: client.phoneNumber,
    address: first ? clientAddressLine(first) : null,
    leadId: client.leadId,
    createdAt: client.createdAt.toISOString(),
  };
}
