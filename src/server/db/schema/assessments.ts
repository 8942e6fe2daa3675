import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { LOCALES } from "../../../shared/locale";
import { clients } from "./clients";
import { oneOf } from "./one-of";

/** Quote assessments (spec 001 §3), lists as PostgreSQL arrays; frequency is kept too. */
export const jobAssessments = pgTable(
  "job_assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email").notNull(),
    propertyAddress: text("property_address"),
    postcode: text("postcode").notNull(),
    propertyType: text("property_type").array().notNull(),
    /** The size label, or the visitor's own text for a custom size. */
    propertySize: text("property_size").notNull(),
    serviceType: text("service_type").array().notNull(),
    addOnOptions: text("add_on_options")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    frequency: text("frequency").notNull(),
    customFrequency: text("custom_frequency"),
    pets: boolean("pets").notNull().default(false),
    petType: text("pet_type"),
    preferredIngredients: text("preferred_ingredients").notNull(),
    specialRequirements: text("special_requirements"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    /** Sent by the browser once per form fill: a retried or doubled request stores one row. */
    idempotencyKey: text("idempotency_key"),
    /** The client who asked from the portal (Request New Service); null for a visitor. */
    clientId: uuid("client_id").references((): AnyPgColumn => clients.id, { onDelete: "set null" }),
    /** The language of the page it was sent from (LOCALES): its confirmation, and a client made from it, use it. */
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    /** When retention anonymised it (decision 055): a person who never became a client, past the period. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    /** What the admin search looks in: name, e-mail, phone and the phone's digits, lower-cased. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${jobAssessments.fullName} || ' ' || ${jobAssessments.email} || ' ' || ${jobAssessments.phoneNumber} || ' ' || regexp_replace(${jobAssessments.phoneNumber}, '[^0-9]', '', 'g'))`,
      ),
  },
  (t) => [
    // The admin list's sort orders, each with the id as tie-breaker (stable pages, keyset export).
    index("job_assessments_submitted_at_id_idx").on(t.submittedAt, t.id),
    index("job_assessments_client_id_idx").on(t.clientId),
    index("job_assessments_full_name_id_idx").on(sql`lower(${t.fullName})`, t.id),
    index("job_assessments_email_id_idx").on(t.email, t.id),
    // The admin search (case-insensitive contains on name, e-mail, phone, and the phone's digits).
    // GIN indexes without the pending list (fastupdate off): rows are findable through the index
    // as soon as they are written, not after the next vacuum, so the planner keeps using it.
    index("job_assessments_search_idx").using("gin", t.searchText.op("gin_trgm_ops")).with({ fastupdate: false }),
    // 'With Pets' counted from a small index instead of the table.
    index("job_assessments_pets_idx")
      .on(t.submittedAt)
      .where(sql`pets`),
    index("job_assessments_property_type_idx").using("gin", t.propertyType).with({ fastupdate: false }),
    index("job_assessments_service_type_idx").using("gin", t.serviceType).with({ fastupdate: false }),
    uniqueIndex("job_assessments_idempotency_key_idx").on(t.idempotencyKey),
    check("job_assessments_language_check", oneOf(t.language, LOCALES)),
  ],
);

/**
 * How many assessments hold each property and service type, kept by triggers on job_assessments
 * (migration 0003), so the dashboard's filter options never scan the assessments. Each database
 * connection counts into its own shard (migration 0006), so concurrent inserts do not queue on one
 * row per value; a value's count is the sum over its shards.
 */
export const assessmentFacets = pgTable(
  "assessment_facets",
  {
    facet: text("facet").notNull(),
    value: text("value").notNull(),
    shard: smallint("shard").notNull().default(0),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.facet, t.value, t.shard] })],
);
