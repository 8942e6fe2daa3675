import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONSENT_ACTIONS, CONSENT_PURPOSES, CONSENT_SOURCES } from "../../../shared/consent";
import { LOCALES } from "../../../shared/locale";
import { users } from "./auth";
import { oneOf } from "./one-of";

// The consent ledger (decision 053): every consent given or withdrawn, as it was given, never
// updated. A person is their e-mail address (lower-case), so the ledger holds consent from a form
// before anyone is a client. Implied consent is not stored: it is computed from purchases and
// inquiries (services/consent/consent-rules.ts).

export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    action: text("action", { enum: CONSENT_ACTIONS }).notNull(),
    /** The exact words the person was shown, in their language, with the company's name. */
    wording: text("wording").notNull(),
    wordingVersion: text("wording_version").notNull(),
    language: text("language", { enum: LOCALES }).notNull(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** The staff member who recorded it (a consent given by phone, a withdrawal asked by e-mail). */
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consents_email_created_at_idx").on(t.email, t.createdAt),
    check("consents_purpose_check", oneOf(t.purpose, CONSENT_PURPOSES)),
    check("consents_action_check", oneOf(t.action, CONSENT_ACTIONS)),
    check("consents_source_check", oneOf(t.source, CONSENT_SOURCES)),
    check("consents_language_check", oneOf(t.language, LOCALES)),
  ],
);
