import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "../../../shared/locale";
import { oneOf } from "./one-of";

export const consultations = pgTable(
  "consultations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    service: text("service"),
    message: text("message"),
    /** The language of the page it was sent from (LOCALES). */
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When retention anonymised it (decision 055): a person who never became a client, past the period. */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
  },
  (t) => [
    index("consultations_email_idx").on(t.email),
    index("consultations_created_at_idx").on(t.createdAt),
    check("consultations_language_check", oneOf(t.language, LOCALES)),
  ],
);
