import { z } from "zod";
import { says } from "../i18n/validation";
import type { Locale } from "../locale";

/**
 * The spec's minimum is 6; accounts that hold client data need more (docs/decisions/007).
 * Every password rule uses this one number, with the spec's wording.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export const AUTH_MESSAGES = {
  password: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordCommon: "This password is too common. Please choose one that is harder to guess.",
  username: "Username must be at least 3 characters",
  passwordsDontMatch: { title: "Passwords Don't Match", description: "Please ensure both password fields match." },
  passwordTooShort: { title: "Password Too Short", description: `Password must be at least ${PASSWORD_MIN} characters long.` },
  sessionMissing: "Auth session missing!",
  notAdmin: "Access denied. Admin privileges required.",
  deactivated: "This staff account is deactivated, so it can no longer sign in. Ask an owner of the company if you think this is a mistake.",
} as const;

export const emailField = z
  .string(says("email"))
  .trim()
  .toLowerCase()
  .pipe(z.email(says("email")));

export const passwordField = z.string(AUTH_MESSAGES.password).min(PASSWORD_MIN, AUTH_MESSAGES.password).max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

/**
 * A portal page a login link may return to: /client-dashboard or a path below it, made of plain
 * segments (no "//", "..", query, fragment or other origin), so it can only lead into the portal.
 */
const PORTAL_RETURN_PATH = /^\/client-dashboard(?:\/[\w-]+)*$/;

/**
 * /client-login: the e-mail is trimmed before it is sent (spec 000 §5). `next`, the portal page the
 * link returns to, is kept only when it is one (see PORTAL_RETURN_PATH); anything else is dropped,
 * and the link leads to the dashboard as usual.
 */
export const clientLoginSchema = z.object({
  email: emailField,
  next: z.string().regex(PORTAL_RETURN_PATH).optional().catch(undefined),
});
export type ClientLoginInput = z.input<typeof clientLoginSchema>;

/** Staff sign-in (spec 001 §5): the username is not needed to sign in. */
export const adminSignInSchema = z.object({ email: emailField, password: passwordField });
export type AdminSignInInput = z.input<typeof adminSignInSchema>;

/** Reset Password tab. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** Add Admin (spec 001 §5). The server also refuses common passwords. */
export const addAdminSchema = z.object({
  username: z.string(AUTH_MESSAGES.username).trim().min(3, AUTH_MESSAGES.username).max(64, "Username must be at most 64 characters"),
  email: emailField,
  password: passwordField,
});
export type AddAdminInput = z.infer<typeof addAdminSchema>;

/** Set New Password (opened by the e-mailed recovery link). */
export const newPasswordSchema = z.object({
  token: z.string("The reset link is missing its token").min(1, "The reset link is missing its token"),
  newPassword: passwordField,
});
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/**
 * Staff roles (admin_users.role, decision 060): an owner may do everything; office staff everything
 * but staff accounts and company settings; a cleaner only their own visits (no admin area).
 */
export const STAFF_ROLES = ["owner", "office", "cleaner"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who a signed-in user is: a staff member by their role, or a client. */
export const ROLES = [...STAFF_ROLES, "client"] as const;
export type Role = (typeof ROLES)[number];

export const isStaffRole = (role: Role): role is StaffRole => role !== "client";
/** The roles that use the admin area (a cleaner's screens are their own). */
export const usesAdmin = (role: Role): role is "owner" | "office" => role === "owner" || role === "office";

/** What GET /api/session answers for a signed-in user. */
export type SessionInfo = {
  user: { email: string; name: string; createdAt: string | null };
  role: Role;
  /** The admin_users username, for 'Welcome, {user}'. */
  username: string | null;
  /**
   * A client's stored language (the portal's), or a staff member's (their e-mails and a cleaner's
   * screens; the admin area itself is in English).
   */
  language: Locale;
};

/** POST /api/auth/sign-in/email: who signed in (the session token stays in its httpOnly cookie). */
export type SignedIn = { user: { email: string; name: string } };

/** POST /api/admin/admins (201): the new account, which verifies its e-mail before it signs in. */
export type AddedAdmin = { user: { id: string; username: string; email: string } };
