import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The company's settings (decision 052): one row (id 1), made on the first start from the
 * environment's SITE_* values; the owner edits it in the admin's Settings screen, and a field the
 * owner has set no longer follows the environment.
 */
export const companySettings = pgTable(
  "company_settings",
  {
    id: smallint("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    mailingAddress: text("mailing_address"),
    phone: text("phone").notNull(),
    supportPhone: text("support_phone").notNull(),
    email: text("email").notNull(),
    inboxEmail: text("inbox_email").notNull(),
    gstHstNumber: text("gst_hst_number"),
    qstNumber: text("qst_number"),
    etransferEmail: text("etransfer_email"),
    /** Postal-code prefixes the assessment form accepts. */
    serviceArea: text("service_area")
      .array()
      .notNull()
      .default(sql`'{K}'::text[]`),
    /** The person in charge of privacy, named on the privacy page (decision 056); the environment's until the owner sets them. */
    privacyOfficerTitle: text("privacy_officer_title").notNull().default("Privacy Officer"),
    privacyOfficerTitleFr: text("privacy_officer_title_fr").notNull().default("Responsable de la protection des renseignements personnels"),
    /** Null in a row made before it existed: read from the environment until the owner sets it. */
    privacyOfficerEmail: text("privacy_officer_email"),
    /**
     * The fields the owner has set in Settings. The others are the environment's at each start
     * (their columns keep the values of the first start).
     */
    ownerSet: text("owner_set")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null until the owner saves them (they are then the environment's). */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("company_settings_one_row", sql`${t.id} = 1`)],
);
