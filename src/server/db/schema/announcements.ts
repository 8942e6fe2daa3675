import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "../../../shared/locale";
import { users } from "./auth";
import { oneOf } from "./one-of";
import { outbox } from "./outbox";

// Announcements (decision 057): the owner's news and offers, written in both languages, edited as
// a draft, sent once to the people whose consent is current then. Who received each is kept, so a
// second send (or two at once) never mails anyone twice, and the company can show to whom it went.

export const announcements = pgTable(
  "announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectEn: text("subject_en").notNull(),
    bodyEn: text("body_en").notNull(),
    subjectFr: text("subject_fr").notNull(),
    bodyFr: text("body_fr").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was sent (null: a draft, which may still be edited). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentBy: text("sent_by").references(() => users.id, { onDelete: "set null" }),
    /** How many people it was sent to (set with sentAt). */
    recipientCount: integer("recipient_count"),
  },
  (t) => [index("announcements_created_at_idx").on(t.createdAt), check("announcements_sent_check", sql`(${t.sentAt} is null) = (${t.recipientCount} is null)`)],
);

/** Who an announcement was sent to: one row per address, in the language it was written in. */
export const announcementRecipients = pgTable(
  "announcement_recipients",
  {
    announcementId: uuid("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    /** The address, lower-case, as the consent ledger knows the person. */
    email: text("email").notNull(),
    language: text("language", { enum: LOCALES }).notNull(),
    /** The message queued for them (null once the outbox row is gone). */
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.email] }), check("announcement_recipients_language_check", oneOf(t.language, LOCALES))],
);
