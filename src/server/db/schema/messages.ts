import { check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { clients } from "./clients";
import { outbox } from "./outbox";
import { serviceVisits } from "./service-visits";
import { MESSAGE_AUTHORS, MESSAGE_KINDS } from "../../../shared/schemas/messages";
import { oneOf } from "./one-of";

// Messaging (issue 15): one conversation per client. A message is written by the client in the
// portal (a note, a request to move or cancel a visit, a rating), by staff (delivered by e-mail and
// shown in the portal), or by the product (a follow-up after a low rating). The e-mails the product
// sent the client are read from the outbox beside them, by the client's address.

export const clientMessages = pgTable(
  "client_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    author: text("author", { enum: MESSAGE_AUTHORS }).notNull(),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the message still names its author later. */
    authorName: text("author_name"),
    kind: text("kind", { enum: MESSAGE_KINDS }).notNull().default("message"),
    body: text("body").notNull(),
    /** The visit a request or rating is about. */
    visitId: uuid("visit_id").references(() => serviceVisits.id, { onDelete: "set null" }),
    /** A request's particulars (the preferred date and time of a reschedule). */
    details: jsonb("details").$type<Record<string, string | null>>().notNull().default({}),
    /** The e-mail that carried a staff message to the client. */
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    /** When a client's request was done: the visit moved or cancelled by staff (decision 051). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When staff (for a client's message) or the client (for a staff message) read it. */
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("client_messages_client_created_idx").on(t.clientId, t.createdAt, t.id),
    // Unread counts: a client's unread messages for staff, staff messages unread by the client.
    index("client_messages_unread_idx")
      .on(t.clientId, t.author)
      .where(sql`${t.readAt} is null`),
    index("client_messages_visit_id_idx").on(t.visitId),
    index("client_messages_outbox_id_idx").on(t.outboxId),
    index("client_messages_author_user_id_idx").on(t.authorUserId),
    check("client_messages_author_check", oneOf(t.author, MESSAGE_AUTHORS)),
    check("client_messages_kind_check", oneOf(t.kind, MESSAGE_KINDS)),
  ],
);

/**
 * The conversation list's row per client, kept in the transaction that adds a message: newest first
 * and unread counts without scanning every message.
 */
export const clientConversations = pgTable(
  "client_conversations",
  {
    clientId: uuid("client_id")
      .primaryKey()
      .references(() => clients.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull(),
    lastPreview: text("last_preview").notNull(),
    /** Client messages staff have not read. */
    staffUnread: smallint("staff_unread").notNull().default(0),
    /** Staff messages the client has not read. */
    clientUnread: smallint("client_unread").notNull().default(0),
  },
  (t) => [index("client_conversations_last_idx").on(t.lastMessageAt.desc(), t.clientId)],
);

/** A client's rating of a completed visit, once per visit; 3 or less opens a follow-up. */
export const visitRatings = pgTable(
  "visit_ratings",
  {
    visitId: uuid("visit_id")
      .primaryKey()
      .references(() => serviceVisits.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    score: smallint("score").notNull(),
    comment: text("comment"),
    /** Set when the rating opened a follow-up; closed when staff mark it handled. */
    followUpOpenedAt: timestamp("follow_up_opened_at", { withTimezone: true }),
    followUpClosedAt: timestamp("follow_up_closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("visit_ratings_client_idx").on(t.clientId), check("visit_ratings_score_check", sql`${t.score} between 1 and 5`)],
);
