import { eq, inArray } from "drizzle-orm";
import { INCIDENT_FIELDS, formatIncidentRef, type IncidentDetail, type IncidentForm } from "../../../shared/schemas/incidents";
import type { Db } from "../../db/client";
import { clients, confidentialityIncidentClients, confidentialityIncidents } from "../../db/schema/index";
import { transaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import { recordAudit, type AuditActor } from "../common/record-audit";
import { INCIDENT_ENTITY } from "../retention/categories";
import { getIncident } from "./incident-record";

// Recording and editing an entry of the register (decision 055). The entry, its clients and its
// audit row are one transaction; the audit row of an edit names each changed field with its old
// and new value (as the settings' saves do), and goes with the entry when retention removes it.

type Values = Omit<IncidentForm, "clientIds">;

const columns = (input: IncidentForm): Values => {
  const { clientIds: _, ...values } = input;
  return values;
};

/** The clients chosen must exist: a 400 on the field otherwise (one may have been deleted meanwhile). */
async function checkClients(tx: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await tx.select({ id: clients.id }).from(clients).where(inArray(clients.id, ids));
  if (found.length !== ids.length) throw AppError.validation({ clientIds: "A client affected is no longer in the Clients Hub: remove it from the list." });
}

async function linkClients(tx: Db, incidentId: string, ids: string[]): Promise<void> {
  await tx.delete(confidentialityIncidentClients).where(eq(confidentialityIncidentClients.incidentId, incidentId));
  if (ids.length) await tx.insert(confidentialityIncidentClients).values(ids.map((clientId) => ({ incidentId, clientId })));
}

/** POST /api/admin/incidents. */
export async function createIncident(o: { db: Db; input: IncidentForm; actor: AuditActor }): Promise<IncidentDetail> {
  const id = await transaction(o.db, async (tx) => {
    await checkClients(tx, o.input.clientIds);
    const [row] = await tx.insert(confidentialityIncidents).values(columns(o.input)).returning();
    await linkClients(tx, row!.id, o.input.clientIds);
    await recordAudit({
      db: tx,
      actor: o.actor,
      entries: [{ action: "incident.create", entity: INCIDENT_ENTITY, entityId: row!.id, details: { reference: formatIncidentRef(row!.number) } }],
    });
    return row!.id;
  });
  return getIncident(o.db, id);
}

/** PUT /api/admin/incidents/{id}: the whole entry; audited with what changed (nothing changed: no audit row). */
export async function updateIncident(o: { db: Db; id: string; input: IncidentForm; actor: AuditActor }): Promise<IncidentDetail> {
  await transaction(o.db, async (tx) => {
    const [before] = await tx.select().from(confidentialityIncidents).where(eq(confidentialityIncidents.id, o.id)).for("update");
    if (!before) throw notFound("Incident");
    await checkClients(tx, o.input.clientIds);
    const linked = await tx
      .select({ id: confidentialityIncidentClients.clientId })
      .from(confidentialityIncidentClients)
      .where(eq(confidentialityIncidentClients.incidentId, o.id));
    const old: IncidentForm = { ...before, clientIds: linked.map((c) => c.id).sort() };
    const next: IncidentForm = { ...o.input, clientIds: [...o.input.clientIds].sort() };
    const changed = INCIDENT_FIELDS.filter((f) => JSON.stringify(old[f]) !== JSON.stringify(next[f]));
    if (!changed.length) return;
    await tx
      .update(confidentialityIncidents)
      .set({ ...columns(o.input), updatedAt: new Date() })
      .where(eq(confidentialityIncidents.id, o.id));
    if (changed.includes("clientIds")) await linkClients(tx, o.id, o.input.clientIds);
    await recordAudit({
      db: tx,
      actor: o.actor,
      entries: [
        {
          action: "incident.update",
          entity: INCIDENT_ENTITY,
          entityId: o.id,
          details: { changed: Object.fromEntries(changed.map((f) => [f, { from: old[f], to: next[f] }])) },
        },
      ],
    });
  });
  return getIncident(o.db, o.id);
}
