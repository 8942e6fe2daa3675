import { sql } from "drizzle-orm";
import {
  announcementRecipients,
  clientAddresses,
  clients,
  confidentialityIncidentClients,
  consents,
  consultations,
  jobAssessments,
  leads,
  privacyRequests,
} from "../../../db/schema/index";
import { inIds } from "../person";
import { part, personal } from "../registry";

// The client record and what the person sent us before and beside it (consultations, assessments,
// leads staff wrote down) in the registry, their consents to news and offers, the incidents that
// concerned them, and their privacy requests.

/** The stub an erased client's record becomes: the invoices the law keeps still point at it. */
export const ERASED_CLIENT_NAME = "Erased client";

export const consentEntry = personal({
  table: consents,
  holds: "each consent to news and offers given or withdrawn: the words shown, where, the IP address and browser",
  // Gone with the address: once erased, nothing is left to write to, so no proof of consent is needed.
  erase: (tx, p) => (p.email ? tx.execute(sql`delete from consents where email = ${p.email}`) : Promise.resolve()),
  export: part("consents", ["created_at", "action", "wording", "wording_version", "language", "source", "ip", "user_agent"], (p) =>
    p.email
      ? sql`select created_at, action, wording, wording_version, language, source, ip, user_agent from consents where email = ${p.email} order by created_at, id`
      : null,
  ),
});

export const announcementRecipientEntry = personal({
  table: announcementRecipients,
  holds: "the address each announcement was sent to, and in which language",
  erase: (tx, p) => (p.email ? tx.execute(sql`delete from announcement_recipients where email = ${p.email}`) : Promise.resolve()),
  notExported: "the announcements sent to them are in the e-mails part while the company keeps sent e-mails",
});

export const incidentClientEntry = personal({
  table: confidentialityIncidentClients,
  holds: "which confidentiality incidents concerned the client",
  // The register keeps the incident and its count of people for five years (Law 25); only the link to them goes.
  erase: (tx, p) => (p.clientId ? tx.execute(sql`delete from confidentiality_incident_clients where client_id = ${p.clientId}`) : Promise.resolve()),
  notExported: "the company's register of incidents; a client an incident put at risk is told of it directly, and may ask about it",
});

export const privacyRequestEntry = personal({
  table: privacyRequests,
  holds: "the client's privacy requests, with what they wrote (a correction says what is wrong)",
  // Kept as the record that each request was handled (kind, channel, days, status), without their words or staff's notes.
  erase: (tx, p) =>
    p.clientId ? tx.execute(sql`update privacy_requests set details = null, outcome = null where client_id = ${p.clientId}`) : Promise.resolve(),
  export: part("requests", ["kind", "channel", "status", "received_on", "due_on", "details", "outcome", "closed_at"], (p) =>
    p.clientId
      ? sql`select kind, channel, status, received_on, due_on, details, outcome, closed_at from privacy_requests where client_id = ${p.clientId} order by created_at`
      : null,
  ),
});

export const addressEntry = personal({
  table: clientAddresses,
  holds: "the client's service addresses, with how the crew gets in (access notes)",
  erase: (tx, p) => tx.execute(sql`delete from client_addresses where ${inIds(sql`id`, p.ids.addresses)}`),
  export: part("addresses", ["street", "city", "province", "postal_code", "access_notes", "position"], (p) =>
    p.clientId
      ? sql`select street, city, province, postal_code, access_notes, position from client_addresses where client_id = ${p.clientId} order by position`
      : null,
  ),
});

export const leadEntry = personal({
  table: leads,
  holds: "enquiries staff wrote down: name, phone, e-mail, address, what was asked",
  erase: (tx, p) => tx.execute(sql`delete from leads where ${inIds(sql`id`, p.ids.leads)}`),
  export: part(
    "leads",
    ["created_at", "full_name", "phone_number", "email", "address", "service_type", "property_type", "property_size", "frequency", "details", "comments"],
    (p) =>
      sql`select created_at, full_name, phone_number, email, address, service_type, property_type, property_size, frequency, details, comments
          from leads where ${inIds(sql`id`, p.ids.leads)} order by created_at`,
  ),
});

export const assessmentEntry = personal({
  table: jobAssessments,
  holds: "quote assessments they sent: name, phone, e-mail, address, their home and pets, special requirements",
  erase: (tx, p) => tx.execute(sql`delete from job_assessments where ${inIds(sql`id`, p.ids.assessments)}`),
  export: part(
    "assessments",
    [
      "submitted_at",
      "full_name",
      "phone_number",
      "email",
      "property_address",
      "postcode",
      "property_type",
      "property_size",
      "service_type",
      "add_on_options",
      "frequency",
      "custom_frequency",
      "pets",
      "pet_type",
      "preferred_ingredients",
      "special_requirements",
      "language",
    ],
    (p) =>
      sql`select submitted_at, full_name, phone_number, email, property_address, postcode, property_type, property_size, service_type, add_on_options,
          frequency, custom_frequency, pets, pet_type, preferred_ingredients, special_requirements, language
          from job_assessments where ${inIds(sql`id`, p.ids.assessments)} order by submitted_at`,
  ),
});

export const consultationEntry = personal({
  table: consultations,
  holds: "consultation requests they sent: name, e-mail, phone, company, message",
  erase: (tx, p) => tx.execute(sql`delete from consultations where ${inIds(sql`id`, p.ids.consultations)}`),
  export: part(
    "consultations",
    ["created_at", "name", "email", "phone", "company", "service", "message", "language"],
    (p) =>
      sql`select created_at, name, email, phone, company, service, message, language from consultations where ${inIds(sql`id`, p.ids.consultations)} order by created_at`,
  ),
});

export const clientEntry = personal({
  table: clients,
  holds: "the client record: name, e-mail, phone, language, staff's notes",
  // Last: everything else has let go of it. The row stays, emptied, for the invoices the law keeps.
  erase: (tx, p) =>
    tx.execute(sql`
      update clients set full_name = ${ERASED_CLIENT_NAME}, email = null, phone_number = '', notes = null, lead_id = null, assessment_id = null,
        erased_at = now(), updated_at = now()
      where id = ${p.clientId}`),
  export: part("profile", ["full_name", "email", "phone_number", "language", "notes", "created_at"], (p) =>
    p.clientId ? sql`select full_name, email, phone_number, language, notes, created_at from clients where id = ${p.clientId}` : null,
  ),
});
