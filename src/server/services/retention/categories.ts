import { sql, type SQL } from "drizzle-orm";
import { businessDay } from "../../../shared/business-time";
import { CUSTOM_SIZE_LABEL, PROPERTY_SIZES } from "../../../shared/options/assessment";
import { RETENTION_FIXED, type RetentionCategory } from "../../../shared/schemas/retention";
import { queryRows, type Db } from "../../db/client";
import type { MailKind } from "../../mail/kinds";

// One batch of each retention category (decision 055): a single statement that picks at most
// `limit` due rows oldest first, locks them (FOR UPDATE SKIP LOCKED: a concurrent run takes other
// rows, never waits), and anonymises or removes them, returning how many it changed. A row once
// anonymised carries its mark and is never picked again; one another run has just changed is
// re-checked by PostgreSQL under its lock and left out. Counts and dates stay: the rows remain
// (only their personal fields change), so the lists, figures and facets count them as before.

/** The audit log's entity of an incident register entry. */
export const INCIDENT_ENTITY = "confidentiality_incident";

/** What an anonymised person's name reads as; their e-mail and phone become empty. */
export const ANONYMISED_NAME = "Anonymised";

/** The subject of a notice to the company (it names the client or visitor) once its contents are removed. */
export const REMOVED_SUBJECT = "(removed after the retention period)";

/** The last ten digits of a phone number: "1-613-555-0100" and "(613) 555-0100" are one number. */
const phoneKey = (column: SQL) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;

/**
 * A client record is this person's: one with their e-mail (any case), or with their phone
 * number. A client's enquiries are part of their file and are never anonymised by retention.
 */
const isClient = (email: SQL, phone: SQL, links: SQL = sql`false`) => sql`exists (
  select 1 from clients k
  where ${links}
    or (k.email is not null and ${email} <> '' and lower(k.email) = lower(${email}))
    or (length(${phoneKey(phone)}) = 10 and ${phoneKey(sql`k.phone_number`)} = ${phoneKey(phone)}))`;

/** The sizes the assessment form offers: any other size is the visitor's own words. */
const OFFERED_SIZES = [...new Set(Object.values(PROPERTY_SIZES).flat())];

/** Messages to a visitor or a person signing in, sent before they may be a client. */
const TO_PEOPLE: MailKind[] = ["assessment.confirm", "auth.login-link", "auth.no-account"];

/** Values as a text[] of bound parameters. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const ids = async (db: Db, statement: SQL) => (await queryRows<{ id: string }>(db, statement)).length;

type Batch = (db: Db, o: { cutoff: Date; limit: number }) => Promise<number>;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export const RETENTION_BATCHES: Record<RetentionCategory, Batch> = {
  consultations: (db, { cutoff, limit }) =>
    ids(
      db,
      sql`with due as (
        select c.id from consultations c
        where c.anonymized_at is null and c.created_at < ${at(cutoff)}
          and not ${isClient(sql`c.email`, sql`c.phone`)}
        order by c.created_at, c.id limit ${limit}
        for update of c skip locked)
      update consultations c set name = ${ANONYMISED_NAME}, email = '', phone = '', company = null, message = null, anonymized_at = now()
      from due where c.id = due.id
      returning c.id`,
    ),

  assessments: (db, { cutoff, limit }) =>
    ids(
      db,
      sql`with due as (
        select a.id from job_assessments a
        where a.anonymized_at is null and a.submitted_at < ${at(cutoff)} and a.client_id is null
          and not ${isClient(sql`a.email`, sql`a.phone_number`, sql`k.assessment_id = a.id`)}
        order by a.submitted_at, a.id limit ${limit}
        for update of a skip locked)
      update job_assessments a set full_name = ${ANONYMISED_NAME}, email = '', phone_number = '', property_address = null,
        postcode = left(a.postcode, 3),
        property_size = case when a.property_size = any(${textArray(OFFERED_SIZES)}) then a.property_size else ${CUSTOM_SIZE_LABEL} end,
        custom_frequency = null, pet_type = null, special_requirements = null, idempotency_key = null, anonymized_at = now()
      from due where a.id = due.id
      returning a.id`,
    ),

  // A lead's age is its last change: staff may still be working an old one.
  leads: (db, { cutoff, limit }) =>
    ids(
      db,
      sql`with due as (
        select l.id from leads l
        where l.anonymized_at is null and l.updated_at < ${at(cutoff)} and l.client_id is null
          and not ${isClient(sql`coalesce(l.email, '')`, sql`l.phone_number`, sql`k.lead_id = l.id`)}
        order by l.updated_at, l.id limit ${limit}
        for update of l skip locked)
      update leads l set full_name = ${ANONYMISED_NAME}, phone_number = '', email = null, address = null, details = null,
        comments = null, special_requirements = null, pet_type = null, anonymized_at = now()
      from due where l.id = due.id
      returning l.id`,
    ),

  // The contents go; who it was sent to, when, its kind and (to a client) its subject stay: the
  // client's conversation lists it. Notices to the company name the person in their subject. A
  // message withheld for want of consent (decision 059) counts from when it was withheld.
  mail_bodies: (db, { cutoff, limit }) =>
    ids(
      db,
      sql`with due as (
        select o.id from outbox o
        where coalesce(o.sent_at, o.withheld_at) < ${at(cutoff)} and o.body_removed_at is null
        order by coalesce(o.sent_at, o.withheld_at), o.id limit ${limit}
        for update of o skip locked),
      files as (delete from outbox_attachments f using due where f.outbox_id = due.id)
      update outbox o set text = '', html = null, reply_to = null,
        subject = case when o.kind like '%notify' then ${REMOVED_SUBJECT} else o.subject end, body_removed_at = now()
      from due where o.id = due.id
      returning o.id`,
    ),

  // The address of a person who never became a client (a confirmation, a login link), once their
  // enquiries are due: the anonymised enquiry must not stay findable by it.
  mail_recipients: (db, { cutoff, limit }) =>
    ids(
      db,
      sql`with due as (
        select o.id from outbox o
        where o.recipient_removed_at is null and (o.sent_at is not null or o.withheld_at is not null) and o.created_at < ${at(cutoff)}
          and o.kind = any(${textArray(TO_PEOPLE)})
          and not exists (select 1 from clients k where k.email is not null and lower(k.email) = lower(o."to"))
        order by o.created_at, o.id limit ${limit}
        for update of o skip locked)
      update outbox o set "to" = '', reply_to = null, recipient_removed_at = now()
      from due where o.id = due.id
      returning o.id`,
    ),

  // Kept five years after closing (incidentKeptUntil): due once that last day is before today.
  // Their audit entries go with them.
  incidents: (db, { cutoff, limit }) =>
    ids(
      db,
      sql`with due as (
        select i.id from confidentiality_incidents i
        where i.closed_on is not null
          and i.closed_on + make_interval(years => ${RETENTION_FIXED.incidentYearsAfterClosing}) < ${businessDay(cutoff)}::date
        order by i.closed_on, i.id limit ${limit}
        for update of i skip locked),
      history as (delete from audit_log a using due where a.entity = ${INCIDENT_ENTITY} and a.entity_id = due.id::text)
      delete from confidentiality_incidents i using due where i.id = due.id
      returning i.id`,
    ),

  // An incident still kept keeps its history, whatever its age.
  audit_log: (db, { cutoff, limit }) =>
    ids(
      db,
      sql`with due as (
        select a.id from audit_log a
        where a.at < ${at(cutoff)}
          and not (a.entity = ${INCIDENT_ENTITY} and exists (select 1 from confidentiality_incidents i where i.id::text = a.entity_id))
        order by a.at, a.id limit ${limit}
        for update of a skip locked)
      delete from audit_log a using due where a.id = due.id
      returning a.id`,
    ),

  // Staff invitations revoked or expired before the cutoff (decision 060); an open one is never
  // due, and an accepted one was deleted when its account was made.
  staff_invitations: (db, { cutoff, limit }) =>
    ids(
      db,
      sql`with due as (
        select i.id from staff_invitations i
        where coalesce(i.revoked_at, i.expires_at) < ${at(cutoff)}
        order by coalesce(i.revoked_at, i.expires_at), i.id limit ${limit}
        for update of i skip locked)
      delete from staff_invitations i using due where i.id = due.id
      returning i.id`,
    ),
};
