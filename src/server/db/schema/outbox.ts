import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    /** What produced the message, e.g. "consultation.notify", for tests and support. */
    kind: text("kind").notNull(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
