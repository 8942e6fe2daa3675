import { sql, type SQL } from "drizzle-orm";
import type { ClientLanguage } from "../../../shared/schemas/clients";
import { queryRows, type Db } from "../../db/client";

// Who a person is in the database, found once for their archive and for their erasure: their
// client record and every row tied to it, the rows found by their e-mail address (a consultation
// or an assessment sent before they were a client, their sign-in account), and the words that
// identify them (name, e-mail, phone, street), which an erasure scrubs from the rows it keeps.

export type Person = {
  /** Null for a signed-in person without a client record (their archive only: an erasure needs a client). */
  clientId: string | null;
  /** Lower-case; null for a client without one. */
  email: string | null;
  language: ClientLanguage;
  erasedAt: string | null;
  /** Their own ids by table, found before anything is changed (an erasure unlinks them as it goes). */
  ids: {
    addresses: string[];
    consultations: string[];
    assessments: string[];
    leads: string[];
    quotes: string[];
    invoices: string[];
    /** Invoices with a number: issued once, kept six years. The others (drafts) go. */
    issuedInvoices: string[];
    visits: string[];
    schedules: string[];
    users: string[];
    outbox: string[];
  };
  /** The texts that name them: names, e-mail addresses, phones (as written and as digits), streets. */
  identifiers: string[];
};

type Found = { id: string };
const idsOf = async (db: Db, query: SQL) => (await queryRows<Found>(db, query)).map((r) => r.id);

/** The person of a client record, or of a signed-in e-mail with no client (`clientId` null); null when neither exists. */
export async function findPerson(db: Db, who: { clientId: string } | { email: string }): Promise<Person | null> {
  const [client] = await queryRows<{ id: string; fullName: string; email: string | null; phone: string; language: ClientLanguage; erasedAt: string | null }>(
    db,
    "clientId" in who
      ? sql`select id, full_name as "fullName", lower(email) as email, phone_number as phone, language, erased_at as "erasedAt" from clients where id = ${who.clientId}`
      : sql`select id, full_name as "fullName", lower(email) as email, phone_number as phone, language, erased_at as "erasedAt" from clients where lower(email) = lower(${who.email})`,
  );
  if (!client && "clientId" in who) return null;
  const clientId = client?.id ?? null;
  const email = client ? client.email : (who as { email: string }).email.toLowerCase();
  // Rows tied to the client, or (for rows sent before there was one) carrying their e-mail.
  const byClient = (column: string) => (clientId ? sql`${sql.raw(column)} = ${clientId}` : sql`false`);
  const byEmail = (column: string) => (email ? sql`lower(${sql.raw(column)}) = ${email}` : sql`false`);
  const ids: Person["ids"] = {
    addresses: await idsOf(db, sql`select id from client_addresses where ${byClient("client_id")}`),
    consultations: await idsOf(db, sql`select id from consultations where ${byEmail("email")}`),
    assessments: await idsOf(
      db,
      sql`select id from job_assessments where ${byClient("client_id")} or ${byEmail("email")}
          or id = (select assessment_id from clients where ${byClient("id")})`,
    ),
    leads: await idsOf(
      db,
      sql`select id from leads where ${byClient("client_id")} or ${byEmail("email")} or id = (select lead_id from clients where ${byClient("id")})`,
    ),
    quotes: await idsOf(db, sql`select id from quotes where ${byClient("client_id")}`),
    invoices: await idsOf(db, sql`select id from invoices where ${byClient("client_id")}`),
    issuedInvoices: await idsOf(db, sql`select id from invoices where ${byClient("client_id")} and number is not null`),
    visits: await idsOf(db, sql`select id from service_visits where ${byClient("client_id")}`),
    schedules: await idsOf(db, sql`select id from service_schedules where ${byClient("client_id")}`),
    // A staff account with the same address is staff's, not the client's.
    users: await idsOf(db, sql`select id from users u where ${byEmail("u.email")} and not exists (select 1 from admin_users a where a.user_id = u.id)`),
    outbox: await idsOf(db, sql`select id from outbox where ${byEmail('"to"')}`),
  };
  const identifiers = await identifiersOf(db, client ?? null, email, ids);
  return { clientId, email, language: client?.language ?? "en", erasedAt: client?.erasedAt ?? null, ids, identifiers };
}

/** `column in (ids)`, false for no ids: the registry's statements select the person's rows with it. */
export const inIds = (column: SQL, ids: readonly string[]): SQL =>
  ids.length
    ? sql`${column} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
const idIn = (ids: readonly string[]) => inIds(sql`id`, ids);

/** The texts that name the person: their client record's, and those they typed in the forms found by their e-mail. */
async function identifiersOf(db: Db, client: { fullName: string; phone: string } | null, email: string | null, ids: Person["ids"]): Promise<string[]> {
  const rows = await queryRows<{ v: string | null }>(
    db,
    sql`select street as v from client_addresses where ${idIn(ids.addresses)}
        union select name from consultations where ${idIn(ids.consultations)}
        union select phone from consultations where ${idIn(ids.consultations)}
        union select full_name from job_assessments where ${idIn(ids.assessments)}
        union select phone_number from job_assessments where ${idIn(ids.assessments)}
        union select property_address from job_assessments where ${idIn(ids.assessments)}
        union select full_name from leads where ${idIn(ids.leads)}
        union select phone_number from leads where ${idIn(ids.leads)}
        union select address from leads where ${idIn(ids.leads)}
        union select lower(email) from leads where ${idIn(ids.leads)}
        union select lower(email) from job_assessments where ${idIn(ids.assessments)}`,
  );
  const texts = [client?.fullName, client?.phone, email, ...rows.map((r) => r.v)];
  const phones = texts.filter((t): t is string => !!t && /^[\d\s().+-]{7,}$/.test(t)).map((t) => t.replace(/\D/g, ""));
  return [...new Set([...texts, ...phones].map((t) => t?.trim() ?? "").filter((t) => t.length >= 3))].sort((a, b) => b.length - a.length);
}
