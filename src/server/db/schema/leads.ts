import { type SQL } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { LEAD_DEFAULTS } from "../../../shared/options/leads";
import { clients } from "./clients";
import { contactSearchText, timestamps } from "./columns";

// Leads (spec 001 §3): one table for the capture form and the full form (checklist B-01), the
// four lookup tables the full form chooses from. Convert links a lead to its client (clients.ts).

const lookupTable = (name: string) =>
  pgTable(name, {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull().unique(),
  });

/** The lead form's choices, each a list of names (seeded by migration 0004). */
export const serviceTypes = lookupTable("service_types");
export const clientCategories = lookupTable("client_categories");
export const leadSources = lookupTable("lead_sources");
export const leadStatuses = lookupTable("lead_statuses");

/** A lookup value names its row; renaming the row follows, deleting a used one is refused. */
const lookupRef = { onUpdate: "cascade", onDelete: "restrict" } as const;

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The reference staff read (LD-00042, see formatLeadRef). */
    leadNumber: integer("lead_number").notNull().unique().generatedAlwaysAsIdentity(),
    fullName: text("full_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email"),
    address: text("address"),
    serviceType: text("service_type")
      .notNull()
      .default(LEAD_DEFAULTS.serviceType)
      .references(() => serviceTypes.name, lookupRef),
    clientCategory: text("client_category")
      .notNull()
      .default(LEAD_DEFAULTS.clientCategory)
      .references(() => clientCategories.name, lookupRef),
    source: text("source")
      .notNull()
      .default(LEAD_DEFAULTS.source)
      .references(() => leadSources.name, lookupRef),
    leadStatus: text("lead_status")
      .notNull()
      .default(LEAD_DEFAULTS.leadStatus)
      .references(() => leadStatuses.name, lookupRef),
    assignedStaff: text("assigned_staff"),
    details: text("details"),
    // The capture form's own fields (null for a lead made with the full form).
    propertyType: text("property_type"),
    propertySize: text("property_size"),
    frequency: text("frequency"),
    addOnOptions: text("add_on_options"),
    pets: boolean("pets"),
    petType: text("pet_type"),
    preferredIngredients: text("preferred_ingredients"),
    specialRequirements: text("special_requirements"),
    comments: text("comments"),
    /** The client record Convert made. */
    clientId: uuid("client_id").references((): AnyPgColumn => clients.id, { onDelete: "set null" }),
    /** When retention anonymised it (decision 055): a person who never became a client, past the period. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    ...timestamps(),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs((): SQL => contactSearchText(leads)),
  },
  (t) => [
    // The list: newest first, the id as tie-breaker; the same within one status.
    index("leads_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_status_created_at_id_idx").on(t.leadStatus, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The list search (case-insensitive contains); no pending list, as for job_assessments.
    index("leads_search_idx").using("gin", t.searchText.op("gin_trgm_ops")).with({ fastupdate: false }),
    // Deleting a client clears its lead's link without scanning the leads.
    index("leads_client_id_idx").on(t.clientId),
  ],
);
