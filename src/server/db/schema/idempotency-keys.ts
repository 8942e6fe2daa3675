import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

// Requests made with an Idempotency-Key (decision 062): the first one's answer, kept so that a
// repeat of the same request by the same caller (an offline phone sending again after a lost
// answer) gets it again instead of running twice. Kept 7 days (the daily retention run).

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The signed-in caller: a key is theirs only, another caller's same key is another request. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: uuid("key").notNull(),
    /** SHA-256 (hex) of the method, path, content type and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** The answer's status; null while the first request is still running. */
    status: integer("status"),
    /** The answer's JSON, as sent (null for an empty answer or while running). */
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the running request took the key: a claim much older than any request is a crashed one's, and is taken over. */
    lockedAt: timestamp("locked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_at_idx").on(t.createdAt)],
);
