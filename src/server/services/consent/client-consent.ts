import { asc, eq } from "drizzle-orm";
import type { ConsentAction } from "../../../shared/consent";
import type { ClientConsent } from "../../../shared/schemas/consents";
import type { Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { transaction } from "../../db/transaction";
import { clients, consents, users } from "../../db/schema/index";
import type { Config } from "../../env";
import { AppError } from "../../errors";
import { recordAudit, type AuditActor } from "../common/record-audit";
import { loadConsentFacts } from "./consent-facts";
import { consentState } from "./consent-rules";
import { consentStateView } from "./consent-view";
import { recordConsent } from "./record-consent";

// The consent of a client's e-mail address on the admin's client page (decision 057): the state
// now and every record of the ledger, and a consent given or withdrawn by phone, recorded by staff.

/** The client's e-mail address and language, or undefined when there is no client with this id. */
async function clientOf(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [client] = await db.select({ email: clients.email, language: clients.language }).from(clients).where(eq(clients.id, id));
  return client;
}

/** GET /api/admin/clients/:id/consent; undefined when there is no such client. */
export async function clientConsent(db: Db, id: string, now = new Date()): Promise<ClientConsent | undefined> {
  const client = await clientOf(db, id);
  if (!client) return undefined;
  const email = client.email?.toLowerCase() ?? null;
  if (!email) return { email: null, state: { kind: "none", lapsedOn: null }, records: [] };
  const facts = (await loadConsentFacts(db, [email])).get(email) ?? { records: [], lastPurchaseAt: null, lastInquiryAt: null };
  const records = await db
    .select({
      id: consents.id,
      at: consents.createdAt,
      action: consents.action,
      source: consents.source,
      language: consents.language,
      wording: consents.wording,
      wordingVersion: consents.wordingVersion,
      ip: consents.ip,
      userAgent: consents.userAgent,
      recordedBy: users.name,
    })
    .from(consents)
    .leftJoin(users, eq(users.id, consents.recordedBy))
    .where(eq(consents.email, email))
    .orderBy(asc(consents.createdAt), asc(consents.id));
  return {
    email,
    state: consentStateView(consentState(facts, now)),
    records: records.map((r) => ({ ...r, at: r.at.toISOString(), recordedBy: r.recordedBy || null })),
  };
}

/**
 * POST /api/admin/clients/:id/consent: staff record what the client said by phone, in the client's
 * language with the words staff read to them (the box's, or the unsubscribe confirmation's), and
 * the audit log says who. Every call is recorded: each is a conversation the company can point to.
 */
export async function recordStaffConsent(o: {
  db: Db;
  config: Config;
  id: string;
  action: ConsentAction;
  actor: AuditActor & { userId: string };
}): Promise<ClientConsent | undefined> {
  const client = await clientOf(o.db, o.id);
  if (!client) return undefined;
  if (!client.email) throw new AppError("conflict", "This client has no e-mail address: add one before recording their consent to news by e-mail.");
  const email = client.email.toLowerCase();
  await transaction(o.db, async (tx) => {
    await recordConsent(tx, {
      email,
      action: o.action,
      language: client.language,
      source: "staff",
      company: o.config.site.companyName,
      recordedBy: o.actor.userId,
    });
    await recordAudit({ db: tx, actor: o.actor, entries: [{ action: `consent.${o.action}`, entity: "clients", entityId: o.id, details: { email } }] });
  });
  return clientConsent(o.db, o.id);
}
