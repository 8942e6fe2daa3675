import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps } from "./columns";

// The register of confidentiality incidents (Quebec's Law 25, s. 3.8; PIPEDA's record of breaches;
// decision 055). Kept five years after an incident is closed, then removed by the retention job.

export const confidentialityIncidents = pgTable(
  "confidentiality_incidents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The reference staff read (INC-00042, see formatIncidentRef). */
    number: integer("number").notNull().unique().generatedAlwaysAsIdentity(),
    /** When it happened (or the best estimate) and when the company learned of it. */
    occurredOn: date("occurred_on").notNull(),
    discoveredOn: date("discovered_on").notNull(),
    /** What happened: the circumstances. */
    description: text("description").notNull(),
    /** What personal information was involved. */
    information: text("information").notNull(),
    /** How many people; null while not known. */
    peopleAffected: integer("people_affected"),
    // The assessment of the risk of serious injury (Law 25, s. 3.7).
    sensitivity: text("sensitivity"),
    likelyMisuse: text("likely_misuse"),
    consequences: text("consequences"),
    /** The conclusion: true (a risk of serious injury), false, or null while not assessed. */
    seriousRisk: boolean("serious_risk"),
    measures: text("measures"),
    // Notices, each the day it was given (null: not given).
    caiNotifiedOn: date("cai_notified_on"),
    opcNotifiedOn: date("opc_notified_on"),
    peopleNotifiedOn: date("people_notified_on"),
    /** Why a notice was or was not given, public notices, and the like. */
    notificationNotes: text("notification_notes"),
    /** The day it was closed; kept five years after it. */
    closedOn: date("closed_on"),
    ...timestamps(),
  },
  (t) => [
    index("confidentiality_incidents_discovered_idx").on(t.discoveredOn.desc(), t.number.desc()),
    // Closed incidents by closing day: the retention job removes those closed five years ago.
    index("confidentiality_incidents_closed_on_idx")
      .on(t.closedOn)
      .where(sql`${t.closedOn} is not null`),
    check("confidentiality_incidents_dates_check", sql`${t.discoveredOn} >= ${t.occurredOn}`),
    check("confidentiality_incidents_people_check", sql`${t.peopleAffected} is null or ${t.peopleAffected} >= 1`),
  ],
);

/** The clients an incident concerned, when known. A client's erasure removes the link (the count stays). */
export const confidentialityIncidentClients = pgTable(
  "confidentiality_incident_clients",
  {
    incidentId: uuid("incident_id")
      .notNull()
      .references(() => confidentialityIncidents.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.incidentId, t.clientId] }), index("confidentiality_incident_clients_client_idx").on(t.clientId)],
);
