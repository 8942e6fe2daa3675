import { sql, type SQL } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { CLIENT_LANGUAGES, PROVINCES } from "../../../shared/schemas/clients";
import { jobAssessments } from "./assessments";
import { leads } from "./leads";
import { oneOf } from "./one-of";
import { contactSearchText, timestamps } from "./columns";

// The one customer record (decision 021): quotes, invoices and visits hang off a client, never
// off a sign-in account. A signed-in portal user finds their client by e-mail.

export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    /** Lower-case; at most one client per address (the portal finds its client by it). */
    email: text("email"),
    phoneNumber: text("phone_number").notNull(),
    /** The language e-mails and documents go out in (CLIENT_LANGUAGES). */
    language: text("language", { enum: CLIENT_LANGUAGES }).notNull().default("en"),
    notes: text("notes"),
    /** The lead Convert made it from; one client per lead. */
    leadId: uuid("lead_id")
      .unique()
      .references((): AnyPgColumn => leads.id, { onDelete: "set null" }),
    /** The assessment staff made it from ("Create client" on an assessment row). */
    assessmentId: uuid("assessment_id").references(() => jobAssessments.id, { onDelete: "set null" }),
    /**
     * When the client's personal information was erased (a deletion request, issue 28): the row
     * stays, with no name, e-mail or phone, for the invoices the law keeps (services/privacy).
     */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    ...timestamps(),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs((): SQL => contactSearchText(clients)),
  },
  (t) => [
    uniqueIndex("clients_email_key").on(sql`lower(${t.email})`),
    check("clients_language_check", oneOf(t.language, CLIENT_LANGUAGES)),
    // The list's two orders, each with the id as tie-breaker.
    index("clients_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("clients_full_name_id_idx").on(sql`lower(${t.fullName})`, t.id),
    // The list search (case-insensitive contains), without a pending list as for leads.
    index("clients_search_idx").using("gin", t.searchText.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("clients_assessment_id_idx").on(t.assessmentId),
  ],
);

/**
 * A client's service addresses, in the order staff list them. An address carried over from a
 * lead's free-text address has only its street until staff complete it.
 */
export const clientAddresses = pgTable(
  "client_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    street: text("street").notNull(),
    city: text("city"),
    province: text("province", { enum: PROVINCES }),
    postalCode: text("postal_code"),
    /**
     * How the crew gets in (door or lockbox code, key, alarm, parking): shown to a visit's
     * cleaners only from the day before the visit to its end, each view recorded (decision 063).
     */
    accessNotes: text("access_notes"),
    /** 0 for the first (primary) address. */
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("client_addresses_client_id_position_idx").on(t.clientId, t.position), check("client_addresses_province_check", oneOf(t.province, PROVINCES))],
);
