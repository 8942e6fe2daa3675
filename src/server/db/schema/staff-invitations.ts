import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "../../../shared/locale";
import { STAFF_ROLES } from "../../../shared/schemas/auth";
import { users } from "./auth";
import { oneOf } from "./one-of";

/**
 * Invitations to a staff account (decision 060): the address, the role and the language chosen,
 * and the SHA-256 of the link's token (the link itself is only in the e-mail). Accepting one
 * deletes it (the account is made); a revoked or expired one is removed by retention 30 days on.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    language: text("language", { enum: LOCALES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the link now in force was sent (a resend makes a new link). */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash),
    // One open invitation per address; revoked ones stay until retention removes them.
    uniqueIndex("staff_invitations_open_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.revokedAt} is null`),
    index("staff_invitations_ended_idx").on(sql`coalesce(${t.revokedAt}, ${t.expiresAt})`),
    check("staff_invitations_role_check", oneOf(t.role, STAFF_ROLES)),
    check("staff_invitations_language_check", oneOf(t.language, LOCALES)),
  ],
);
