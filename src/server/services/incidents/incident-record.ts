import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import {
  INCIDENT_FIELDS,
  formatIncidentRef,
  incidentKeptUntil,
  type IncidentDetail,
  type IncidentHistoryEntry,
  type IncidentSummary,
} from "../../../shared/schemas/incidents";
import type { Db } from "../../db/client";
import { auditLog, clients, confidentialityIncidentClients, confidentialityIncidents } from "../../db/schema/index";
import { notFound } from "../../errors";
import { INCIDENT_ENTITY } from "../retention/categories";

// Reading the register of confidentiality incidents (decision 055): the list, one entry with its
// clients and its history (from the audit log), and the rows of the CSV export.

type Row = typeof confidentialityIncidents.$inferSelect;

export function incidentSummary(r: Row): IncidentSummary {
  return {
    id: r.id,
    reference: formatIncidentRef(r.number),
    occurredOn: r.occurredOn,
    discoveredOn: r.discoveredOn,
    description: r.description,
    peopleAffected: r.peopleAffected,
    seriousRisk: r.seriousRisk,
    caiNotifiedOn: r.caiNotifiedOn,
    opcNotifiedOn: r.opcNotifiedOn,
    peopleNotifiedOn: r.peopleNotifiedOn,
    closedOn: r.closedOn,
    keptUntil: incidentKeptUntil(r.closedOn),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Every entry, the latest discovered first. */
export async function listIncidents(db: Db): Promise<IncidentSummary[]> {
  const rows = await db.select().from(confidentialityIncidents).orderBy(desc(confidentialityIncidents.discoveredOn), desc(confidentialityIncidents.number));
  return rows.map(incidentSummary);
}

/** One entry with its clients and history; 404 when there is none (or it was removed after its five years). */
export async function getIncident(db: Db, id: string): Promise<IncidentDetail> {
  const [row] = await db.select().from(confidentialityIncidents).where(eq(confidentialityIncidents.id, id));
  if (!row) throw notFound("Incident");
  const linked = await db
    .select({ id: clients.id, fullName: clients.fullName })
    .from(confidentialityIncidentClients)
    .innerJoin(clients, eq(clients.id, confidentialityIncidentClients.clientId))
    .where(eq(confidentialityIncidentClients.incidentId, id))
    .orderBy(asc(sql`lower(${clients.fullName})`), asc(clients.id));
  const audit = await db
    .select({ at: auditLog.at, actorEmail: auditLog.actorEmail, action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, INCIDENT_ENTITY), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const history = audit.map((a): IncidentHistoryEntry => ({
    at: a.at.toISOString(),
    actorEmail: a.actorEmail,
    action: a.action as IncidentHistoryEntry["action"],
    // In the form's order (jsonb keeps its keys in an order of its own).
    fields: INCIDENT_FIELDS.filter((f) => Object.hasOwn((a.details as { changed?: object } | null)?.changed ?? {}, f)),
  }));
  return {
    ...incidentSummary(row),
    information: row.information,
    sensitivity: row.sensitivity,
    likelyMisuse: row.likelyMisuse,
    consequences: row.consequences,
    measures: row.measures,
    notificationNotes: row.notificationNotes,
    clients: linked,
    createdAt: row.createdAt.toISOString(),
    history,
  };
}

/** The CSV's rows: every entry with its clients' names, oldest first (a register reads in order). */
export async function incidentsForExport(db: Db): Promise<(Row & { clientNames: string | null })[]> {
  return db
    .select({
      ...getTableColumns(confidentialityIncidents),
      clientNames: sql<string | null>`(select string_agg(c.full_name, '; ' order by lower(c.full_name))
        from confidentiality_incident_clients ic join clients c on c.id = ic.client_id
        where ic.incident_id = confidentiality_incidents.id)`,
    })
    .from(confidentialityIncidents)
    .orderBy(asc(confidentialityIncidents.discoveredOn), asc(confidentialityIncidents.number));
}
