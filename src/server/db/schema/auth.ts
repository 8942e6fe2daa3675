import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LOCALES } from "../../../shared/locale";
import { STAFF_ROLES } from "../../../shared/schemas/auth";
import { oneOf } from "./one-of";

// The tables better-auth works on (its core schema, written here so drizzle-kit migrates them),
// plus the spec's admin_users. Column names are snake_case; better-auth sees the camelCase keys.

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    ...timestamps,
    /** Two-step sign-in is on (decision 068): better-auth's two-factor plugin sets it. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** An argon2id PHC string for the credential provider. */
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

/** One-time tokens: magic links, password resets, e-mail verification (stored hashed where ours). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * A user is staff exactly when a row here names them (spec 001's admin_users, §3, §6), with their
 * role (decision 060): owners and office staff use the admin area, cleaners their own screens.
 */
export const adminUsers = pgTable(
  "admin_users",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    role: text("role", { enum: STAFF_ROLES }).notNull().default("office"),
    /** Set while the account may not sign in (its sessions were deleted when it was set). */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** The language of their e-mails and of a cleaner's screens (the admin area is English). */
    language: text("language", { enum: LOCALES }).notNull().default("en"),
    /** Their last sign-in, recorded from this column's migration on. */
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("admin_users_username_key").on(sql`lower(${t.username})`),
    check("admin_users_role_check", oneOf(t.role, STAFF_ROLES)),
    check("admin_users_language_check", oneOf(t.language, LOCALES)),
  ],
);

/** Values the server generates once and keeps, e.g. the auth secret when AUTH_SECRET is unset. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
