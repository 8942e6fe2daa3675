import { sql } from "drizzle-orm";
import { accounts, auditLog, idempotencyKeys, outbox, outboxAttachments, rateLimits, sessions, users, verifications } from "../../../db/schema/index";
import { inIds, type Person } from "../person";
import { mentions, redactRows } from "../redact";
import { part, personal } from "../registry";

// Sign-in, mail and the logs in the registry: the client's account and its sessions go, e-mails to
// them go, and what other rows say of them (a notification to the company inbox, an audit entry,
// a rate-limit key) loses their name, address and phone.

const emailIs = (column: string, p: Person) => (p.email ? sql`lower(${sql.raw(column)}) = ${p.email}` : sql`false`);
/** Messages to the company that quote them (a consultation's notification): kept, without their words. */
const mentioning = (p: Person) =>
  sql`not ${emailIs('"to"', p)} and (${mentions(sql`coalesce(subject, '') || ' ' || text || ' ' || coalesce(html, '') || ' ' || coalesce(reply_to, '')`, p.identifiers)})`;

/** The e-mails an erasure deletes or rewrites: those to them, and those to the company that quote them. */
export const mailOf = (p: Person) => sql`(${emailIs('"to"', p)} or ${mentioning(p)})`;

export const outboxAttachmentEntry = personal({
  table: outboxAttachments,
  holds: "files sent with e-mails to the client (their quotes' and invoices' PDFs)",
  erase: (tx, p) => tx.execute(sql`delete from outbox_attachments where outbox_id in (select id from outbox where ${mailOf(p)})`),
  notExported: "the archive has the quotes' and invoices' PDFs",
});

export const outboxEntry = personal({
  table: outbox,
  holds: "e-mails to the client (whole: address, subject, text), and notifications to the company that quote them",
  erase: async (tx, p) => {
    await tx.execute(sql`delete from outbox where ${emailIs('"to"', p)}`);
    // A notification that answers to them (a consultation's) answers to no one: "[erased]" is no address to send to.
    await tx.execute(sql`update outbox set reply_to = null where ${emailIs("reply_to", p)}`);
    await redactRows(
      tx,
      "outbox",
      [
        { name: "subject", type: "text" },
        { name: "text", type: "text" },
        { name: "html", type: "text" },
      ],
      sql`not ${emailIs('"to"', p)}`,
      p.identifiers,
    );
  },
  export: part("emails", ["created_at", "sent_at", "kind", "subject", "text"], (p) =>
    // Sign-in links are left out: spent or not, they are keys, not information about the person.
    p.email
      ? sql`select created_at, sent_at, kind, subject, text from outbox where lower("to") = ${p.email} and kind not like 'auth.%' order by created_at, id`
      : null,
  ),
});

export const verificationEntry = personal({
  table: verifications,
  holds: "one-time sign-in links for the client's address (hashed), with the address",
  erase: (tx, p) =>
    p.email ? tx.execute(sql`delete from verifications where position(${p.email} in lower(identifier || ' ' || value)) > 0`) : Promise.resolve(),
  notExported: "sign-in keys, not information about the person",
});

export const sessionEntry = personal({
  table: sessions,
  holds: "the client's sign-in sessions, with their internet address and browser",
  erase: (tx, p) => tx.execute(sql`delete from sessions where ${inIds(sql`user_id`, p.ids.users)}`),
  notExported: "sign-in keys, not information about the person",
});

export const accountEntry = personal({
  table: accounts,
  holds: "the client's sign-in methods",
  erase: (tx, p) => tx.execute(sql`delete from accounts where ${inIds(sql`user_id`, p.ids.users)}`),
  notExported: "sign-in keys, not information about the person",
});

export const userEntry = personal({
  table: users,
  holds: "the client's sign-in account: their e-mail address and name",
  // Gone, the address is unknown to the sign-in: a login link asked for it says there is no account.
  erase: (tx, p) => tx.execute(sql`delete from users where ${inIds(sql`id`, p.ids.users)}`),
  notExported: "its e-mail is the profile's",
});

export const rateLimitEntry = personal({
  table: rateLimits,
  holds: "counters of login links and failed sign-ins keyed by the client's e-mail address, and of consultations sent keyed by the sender's internet address",
  // The counters of an internet address name no one the erasure can find; retention removes every ended counter (decision 058).
  erase: (tx, p) => (p.email ? tx.execute(sql`delete from rate_limits where position(${p.email} in lower(key)) > 0`) : Promise.resolve()),
  notExported: "counters whose window ends within the hour; retention removes them once it has",
});

export const idempotencyKeyEntry = personal({
  table: idempotencyKeys,
  holds: "the answers given to requests sent with an Idempotency-Key by the client, or naming them in what staff sent, kept 7 days to answer a repeat",
  // Copies of answers already given: gone, a repeat within the 7 days would run again (decision 062).
  erase: (tx, p) => tx.execute(sql`delete from idempotency_keys where ${inIds(sql`user_id`, p.ids.users)} or ${mentions(sql`response_body`, p.identifiers)}`),
  notExported: "copies of answers the server already gave, about records the archive has from their own tables",
});

/** The ids of the person's own records, which the audit log names as entities. */
const recordIds = (p: Person) => [
  ...(p.clientId ? [p.clientId] : []),
  ...p.ids.leads,
  ...p.ids.assessments,
  ...p.ids.quotes,
  ...p.ids.invoices,
  ...p.ids.visits,
  ...p.ids.schedules,
];

export const auditEntry = personal({
  table: auditLog,
  holds: "staff's actions on the client's records, some with their name or e-mail in the details",
  // The entries stay (who did what, when); the details lose the person's words.
  erase: (tx, p) =>
    redactRows(
      tx,
      "audit_log",
      [{ name: "details", type: "jsonb" }],
      sql`${inIds(sql`entity_id`, recordIds(p))} or ${mentions(sql`details`, p.identifiers)}`,
      p.identifiers,
    ),
  notExported: "staff's record of their own actions",
});
