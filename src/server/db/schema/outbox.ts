import { bytea } from "./bytea";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Transactional outbox: e-mails are written with the data they describe, sent later by the worker. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Headers of this message alone: a commercial e-mail's List-Unsubscribe and List-Unsubscribe-Post (decision 057). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** What the message is, e.g. "consultation.notify" (MailKind in mail/kinds.ts). */
    kind: text("kind").notNull(),
    /** The language the recipient reads: "en" or "fr". */
    language: text("language").notNull().default("en"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A claimed row is leased to one worker until this time, so no message is sent twice. The lease
     * is short and renewed while the worker sends, so a dead worker's messages are free soon.
     */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The worker holding the lease: only it renews or releases it. */
    lockedBy: uuid("locked_by"),
    lastError: text("last_error"),
    /**
     * Why the last attempt failed: "unreachable" (the mail server, not the message: it waits for the
     * server to come back), "deferred" (a 4xx answer to the message) or "rejected" (a 5xx answer).
     */
    failure: text("failure"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * When the worker held the message back for good instead of sending it: a commercial message
     * whose recipient's consent was no longer current at delivery (decision 059). Never with sentAt.
     */
    withheldAt: timestamp("withheld_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When retention removed its text, HTML, files and reply address (decision 055); the subject and recipient stay. */
    bodyRemovedAt: timestamp("body_removed_at", { withTimezone: true }),
    /** When retention removed the address of a person who never became a client (decision 055). */
    recipientRemovedAt: timestamp("recipient_removed_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.withheldAt} is null`),
    // A client's conversation lists the e-mails sent to their address.
    index("outbox_to_created_idx").on(sql`lower(${t.to})`, t.createdAt),
    // The retention job's sent messages whose contents are still there, oldest first.
    index("outbox_body_retention_idx")
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null and ${t.bodyRemovedAt} is null`),
    check("outbox_language_check", sql`${t.language} in ('en', 'fr')`),
    check("outbox_sent_or_withheld_check", sql`${t.sentAt} is null or ${t.withheldAt} is null`),
  ],
);

/**
 * Files sent with a message (a quote's PDF), at most 2 MB per message in all (mail/attachments.ts).
 * Their own table, so the claims, lease renewals and reads of the outbox never carry the bytes:
 * they are read only for the one message being sent.
 */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    /** The attachment's place in the message. */
    position: smallint("position").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [primaryKey({ columns: [t.outboxId, t.position] })],
);
