import { desc, eq, or, type SQL } from "drizzle-orm";
import { formatLeadRef } from "../../../shared/options/leads";
import type { ClientDetail } from "../../../shared/schemas/clients";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { clients, jobAssessments, leads } from "../../db/schema/index";
import { clientPaymentMethod } from "../payments/card-on-file";
import { addressesOf, clientColumns, type ClientRow } from "./client-row";

/** Most leads and assessments a client page lists (newest first). */
export const CLIENT_RELATED_LIMIT = 100;

/** The leads Convert linked to the client, and the one it was made from. */
function leadsOf(db: Db, client: ClientRow) {
  const linked: SQL[] = [eq(leads.clientId, client.id)];
  if (client.leadId) linked.push(eq(leads.id, client.leadId));
  return db
    .select({ id: leads.id, leadNumber: leads.leadNumber, fullName: leads.fullName, leadStatus: leads.leadStatus, createdAt: leads.createdAt })
    .from(leads)
    .where(or(...linked))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(CLIENT_RELATED_LIMIT);
}

/** The assessments sent with the client's e-mail (stored lower-case on both), and the one it was made from. */
async function assessmentsOf(db: Db, client: ClientRow) {
  const related: SQL[] = [];
  if (client.email) related.push(eq(jobAssessments.email, client.email.toLowerCase()));
  if (client.assessmentId) related.push(eq(jobAssessments.id, client.assessmentId));
  if (!related.length) return [];
  return db
    .select({ id: jobAssessments.id, fullName: jobAssessments.fullName, services: jobAssessments.serviceType, submittedAt: jobAssessments.submittedAt })
    .from(jobAssessments)
    .where(or(...related))
    .orderBy(desc(jobAssessments.submittedAt), desc(jobAssessments.id))
    .limit(CLIENT_RELATED_LIMIT);
}

/** The client page's record, or undefined when there is no client with this id (or it is not an id). */
export async function getClient(options: { db: Db; id: string }): Promise<ClientDetail | undefined> {
  const { db, id } = options;
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(clientColumns).from(clients).where(eq(clients.id, id));
  if (!row) return undefined;
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const addresses = await addressesOf(db, id);
  const leadRows = await leadsOf(db, row);
  const assessmentRows = await assessmentsOf(db, row);
  const payment = await clientPaymentMethod(db, id);
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    language: row.language,
    notes: row.notes,
    addresses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    leads: leadRows.map((l) => ({
      id: l.id,
      leadId: formatLeadRef(l.leadNumber),
      fullName: l.fullName,
      leadStatus: l.leadStatus,
      createdAt: l.createdAt.toISOString(),
    })),
    assessments: assessmentRows.map((a) => ({ id: a.id, fullName: a.fullName, services: a.services, createdAt: a.submittedAt.toISOString() })),
    payment,
  } satisfies ClientDetail;
}
