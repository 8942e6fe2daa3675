import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * A staff member's authenticator secret and recovery codes (decision 068): better-auth's two-factor
 * table, both encrypted with the auth secret. `verified` stays false from "turn on" until the first
 * code from the app confirms it; only then does `users.two_factor_enabled` become true.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(true),
    /** Wrong codes in a row at sign-in; at 10 the account waits 15 minutes (better-auth's lockout). */
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [uniqueIndex("two_factors_user_id_key").on(t.userId)],
);
