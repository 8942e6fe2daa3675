import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { addDays } from "../../../shared/calendar-date";
import type { ClientLanguage } from "../../../shared/schemas/clients";
import {
  ANSWER_DAYS,
  type AdminPrivacyRequest,
  type PortalPrivacyRequestInput,
  type PrivacyListQuery,
  type PrivacyRequestChannel,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  type PrivacyRequestView,
  type StaffPrivacyRequestInput,
} from "../../../shared/schemas/privacy";
import { queryRows, type Db } from "../../db/client";
import { isUuid } from "../../db/is-uuid";
import { transaction } from "../../db/transaction";
import type { Config } from "../../env";
import { AppError, notFound } from "../../errors";
import { mailSender } from "../../mail/company";
import { enqueueMail } from "../../mail/outbox";
import { recordAudit } from "../common/record-audit";
import { eraseClient, type StaffActor } from "./erase-client";
import { adminPrivacyUrl, tellClient } from "./privacy-mail";

// Access, correction and deletion requests (issue 28): asked from the portal or recorded by staff,
// due 30 days after the day received, done (with a note) or refused (with the reason), the client
// told by e-mail each time. One open request of a kind per client (a unique index), so asking
// twice is a 409 that says when the first was received.

type Row = {
  id: string;
  clientId: string;
  kind: PrivacyRequestKind;
  channel: PrivacyRequestChannel;
  status: PrivacyRequestStatus;
  receivedOn: string;
  dueOn: string;
  details: string | null;
  outcome: string | null;
  closedAt: string | null;
  recordedByName: string | null;
  closedByName: string | null;
};

const COLUMNS = sql`r.id, r.client_id as "clientId", r.kind, r.channel, r.status, r.received_on::text as "receivedOn", r.due_on::text as "dueOn",
  r.details, r.outcome, r.closed_at as "closedAt", r.recorded_by_name as "recordedByName", r.closed_by_name as "closedByName"`;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A request as it is read, its clock counted from `today` (Ottawa). */
export function requestView(row: Row, today: string): PrivacyRequestView {
  const open = row.status === "open";
  const daysLeft = open ? dayNumber(row.dueOn) - dayNumber(today) : null;
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    receivedOn: row.receivedOn,
    dueOn: row.dueOn,
    daysLeft,
    overdue: daysLeft !== null && daysLeft < 0,
    details: row.details,
    outcome: row.outcome,
    closedAt: row.closedAt ? new Date(row.closedAt).toISOString() : null,
  };
}

/** The client's requests, newest first. */
export async function clientRequests(db: Db, clientId: string, today: string): Promise<PrivacyRequestView[]> {
  const rows = await queryRows<Row>(db, sql`select ${COLUMNS} from privacy_requests r where r.client_id = ${clientId} order by r.created_at desc`);
  return rows.map((r) => requestView(r, today));
}

/** The staff queue: open requests by due date (the most urgent first), or closed ones newest first. */
export async function listRequests(db: Db, query: PrivacyListQuery, today: string): Promise<AdminPrivacyRequest[]> {
  const where = query.status === "open" ? sql`r.status = 'open'` : query.status === "closed" ? sql`r.status <> 'open'` : sql`true`;
  const order = query.status === "open" ? sql`r.due_on, r.created_at` : sql`(r.status = 'open') desc, coalesce(r.closed_at, r.created_at) desc`;
  const rows = await queryRows<Row & { fullName: string; email: string | null; erasedAt: string | null }>(
    db,
    sql`select ${COLUMNS}, c.full_name as "fullName", c.email, c.erased_at as "erasedAt"
        from privacy_requests r join clients c on c.id = r.client_id where ${where} order by ${order} limit 500`,
  );
  return rows.map((r) => ({
    ...requestView(r, today),
    client: { id: r.clientId, fullName: r.fullName, email: r.email, erasedAt: r.erasedAt ? new Date(r.erasedAt).toISOString() : null },
    recordedBy: r.recordedByName,
    closedBy: r.closedByName,
  }));
}

type Client = { id: string; fullName: string; email: string | null; language: ClientLanguage; erasedAt: string | null };

const clientById = async (db: Db, id: string) =>
  (await queryRows<Client>(db, sql`select id, full_name as "fullName", email, language, erased_at as "erasedAt" from clients where id = ${id} for update`))[0];

/** Insert an open request; undefined when one of its kind is open already (the unique index). */
async function insertRequest(
  tx: Db,
  values: { clientId: string; kind: PrivacyRequestKind; channel: PrivacyRequestChannel; receivedOn: string; details: string | null; recordedBy?: StaffActor },
) {
  const [row] = await queryRows<Row>(
    tx,
    sql`insert into privacy_requests as r (client_id, kind, channel, received_on, due_on, details, recorded_by_user_id, recorded_by_name)
        values (${values.clientId}, ${values.kind}, ${values.channel}, ${values.receivedOn}, ${addDays(values.receivedOn, ANSWER_DAYS)}, ${values.details},
                ${values.recordedBy?.userId ?? null}, ${values.recordedBy?.name ?? null})
        on conflict (client_id, kind) where status = 'open' do nothing
        returning ${COLUMNS}`,
  );
  return row;
}

const openOfKind = async (tx: Db, clientId: string, kind: PrivacyRequestKind) =>
  (await queryRows<Row>(tx, sql`select ${COLUMNS} from privacy_requests r where r.client_id = ${clientId} and r.kind = ${kind} and r.status = 'open'`))[0];

/** A correction or deletion the signed-in client asks for in the portal: stored, the client and the company told. */
export async function askFromPortal(options: {
  db: Db;
  config: Config;
  email: string;
  input: PortalPrivacyRequestInput;
  today: string;
}): Promise<PrivacyRequestView> {
  const { db, config, email, input, today } = options;
  return transaction(db, async (tx) => {
    const [found] = await queryRows<{ id: string }>(tx, sql`select id from clients where lower(email) = lower(${email}) and erased_at is null`);
    if (!found) throw new AppError("conflict", { key: "privacy.noClient", params: { phone: config.site.phone, email: config.site.email } });
    const client = (await clientById(tx, found.id))!;
    const details = input.kind === "correction" ? input.details : null;
    const row = await insertRequest(tx, { clientId: client.id, kind: input.kind, channel: "portal", receivedOn: today, details });
    if (!row) {
      const open = (await openOfKind(tx, client.id, input.kind))!;
      throw new AppError("conflict", { key: "privacy.alreadyOpen", params: { kind: input.kind, on: open.receivedOn, due: open.dueOn } });
    }
    await tellClient(tx, config, "received", { client, request: row });
    await enqueueMail(tx, {
      kind: "privacy.request-notify",
      data: {
        inbox: config.companyInbox,
        kind: input.kind,
        clientName: client.fullName,
        clientEmail: client.email ?? email,
        details,
        dueOn: row.dueOn,
        adminUrl: adminPrivacyUrl(config),
        sender: mailSender(config),
      },
    });
    return requestView(row, today);
  });
}

/** A request staff received by phone, e-mail or letter, for a client: stored, the client told. */
export async function recordByStaff(options: {
  db: Db;
  config: Config;
  input: StaffPrivacyRequestInput & { details: string | null };
  actor: StaffActor;
  today: string;
}) {
  const { db, config, input, actor, today } = options;
  if (input.receivedOn > today) throw AppError.validation({ receivedOn: "Received on cannot be after today." });
  if (input.receivedOn < addDays(today, -365)) throw AppError.validation({ receivedOn: "Received on must be within the last year." });
  return transaction(db, async (tx) => {
    const client = await clientById(tx, input.clientId);
    if (!client) throw notFound("Client");
    if (client.erasedAt) throw new AppError("conflict", "This client's information was erased: there is nothing left to ask about.");
    const row = await insertRequest(tx, { ...input, recordedBy: actor });
    if (!row) {
      const open = (await openOfKind(tx, client.id, input.kind))!;
      throw new AppError("conflict", `This client already has an open ${input.kind} request, received ${open.receivedOn} and due ${open.dueOn}.`);
    }
    await tellClient(tx, config, "received", { client, request: row });
    await recordAudit({
      db: tx,
      actor,
      entries: [{ action: "privacy.request", entity: "privacy_request", entityId: row.id, details: { kind: row.kind, channel: row.channel } }],
    });
    return requestView(row, today);
  });
}

/** The request, locked, and its client; 404 for an id that is none. */
async function lockedRequest(tx: Db, id: string) {
  if (!isUuid(id)) throw notFound("Privacy request");
  const [row] = await queryRows<Row>(tx, sql`select ${COLUMNS} from privacy_requests r where r.id = ${id} for update`);
  if (!row) throw notFound("Privacy request");
  return { row, client: (await clientById(tx, row.clientId))! };
}

const alreadyClosed = (row: Row) =>
  new AppError(
    "conflict",
    `This request was already ${row.status === "done" ? "done" : "refused"} on ${row.closedAt ? new Date(row.closedAt).toISOString().slice(0, 10) : "an earlier day"}.`,
  );

/** Mark an access or correction request done (what was done), or any open request refused (why); the client is told. */
export async function closeRequest(options: {
  db: Db;
  config: Config;
  id: string;
  outcome: "done" | "refused";
  note: string;
  actor: StaffActor;
  today: string;
}) {
  const { db, config, id, outcome, note, actor, today } = options;
  return transaction(db, async (tx) => {
    const { row, client } = await lockedRequest(tx, id);
    if (row.status !== "open") throw alreadyClosed(row);
    if (outcome === "done" && row.kind === "deletion")
      throw new AppError("conflict", "A deletion request is done by carrying out the deletion (Delete the client's information).");
    const [closed] = await queryRows<Row>(
      tx,
      sql`update privacy_requests r set status = ${outcome}, outcome = ${note}, closed_at = now(), closed_by_user_id = ${actor.userId}, closed_by_name = ${actor.name}
          where r.id = ${id} returning ${COLUMNS}`,
    );
    if (!client.erasedAt) await tellClient(tx, config, outcome, { client, request: row, note });
    await recordAudit({ db: tx, actor, entries: [{ action: `privacy.${outcome}`, entity: "privacy_request", entityId: id, details: { kind: row.kind } }] });
    return requestView(closed!, today);
  });
}

/** Carry out a deletion request: the client's information erased (erase-client.ts) and the request done, in one transaction. */
export async function carryOutDeletion(options: { db: Db; config: Config; id: string; actor: StaffActor; logger: Logger }) {
  const { db, config, id, actor, logger } = options;
  return transaction(db, async (tx) => {
    const { row, client } = await lockedRequest(tx, id);
    if (row.kind !== "deletion")
      throw new AppError("conflict", `This is ${row.kind === "access" ? "an access" : "a correction"} request: mark it done instead.`);
    if (row.status !== "open") throw alreadyClosed(row);
    if (client.erasedAt)
      throw new AppError("conflict", `This client's information was already erased on ${new Date(client.erasedAt).toISOString().slice(0, 10)}.`);
    return eraseClient({ db: tx, config, clientId: row.clientId, requestId: id, actor, logger });
  });
}
