import { sql } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { magicLink, twoFactor } from "better-auth/plugins";
import type { Logger } from "pino";
import { isLocale } from "../../shared/locale";
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "../../shared/schemas/auth";
import type { Db } from "../db/client";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema/index";
import type { Config } from "../env";
import { authLogger } from "../logger";
import { hashPassword, verifyPassword } from "./password";
import { SESSION_POLICY, findStaff, sessionExpiry } from "./session-policy";
import { sendLoginLink, sendPasswordReset, sendVerification, MAGIC_LINK_TTL_SECONDS, hashToken } from "./auth-mail";

export const AUTH_BASE_PATH = "/api/auth";

export type AuthOptions = {
  db: Db;
  config: Config;
  secret: string;
  /** Where better-auth's own log lines go (as our JSON lines); the console when unset. */
  logger?: Logger;
};

/**
 * better-auth on the project's database: e-mail + password for staff, magic links for clients.
 * Sessions live in the database; cookies are httpOnly and SameSite=Lax (Secure over https).
 */
export function createAuth({ db, config, secret, logger }: AuthOptions) {
  const mail = { db, config };
  return betterAuth({
    appName: config.site.companyName,
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    // Limits that must hold across processes live in our own database table (routes/auth.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    ...(logger ? { logger: authLogger(logger) } : {}),
    advanced: {
      // better-auth skips its Origin and callback-URL checks when NODE_ENV=test or TEST is set;
      // keep them on everywhere, so no environment variable turns the link redirects open.
      disableOriginCheck: false,
      useSecureCookies: config.appUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
    },
    session: {
      // The longest idle time; staff sessions get their shorter expiry on creation, and
      // requests slide both within their absolute limit (middleware/session.ts).
      expiresIn: SESSION_POLICY.client.idle,
      disableSessionRefresh: true,
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true, // staff accounts are made by Add Admin or the create-admin command
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      // better-auth counts UTF-16 units, the shared schema characters (zod counts code points):
      // a password of PASSWORD_MAX characters is at most twice as many units.
      maxPasswordLength: PASSWORD_MAX * 2,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, token }) => sendPasswordReset(mail, user, token),
    },
    emailVerification: {
      sendVerificationEmail: async ({ user, url }) => sendVerification(mail, user, url),
      autoSignInAfterVerification: false,
      // A correct password on an unverified account mails a fresh link, so an expired one never
      // locks a new admin out (the sign-in lockout bounds how often).
      sendOnSignIn: true,
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        storeToken: { type: "custom-hasher", hash: hashToken },
        // routes/auth.ts passes the request's language as metadata; nothing else can set it.
        sendMagicLink: async ({ email, url, token, metadata }) =>
          sendLoginLink(mail, email, url, token, isLocale(metadata?.language) ? metadata.language : "en"),
      }),
      // Two-step sign-in for staff (decision 068): an authenticator app's codes, recovery codes.
      twoFactor({ issuer: config.site.companyName, backupCodeOptions: { amount: 10 } }),
    ],
    databaseHooks: {
      session: {
        create: {
          before: async (session, ctx) => {
            const staff = await findStaff(db, session.userId);
            // The staff sign-in form is for staff only (spec 001 §6).
            if (ctx?.path === "/sign-in/email" && !staff) {
              throw new APIError("FORBIDDEN", { code: "NOT_ADMIN", message: AUTH_MESSAGES.notAdmin });
            }
            // A deactivated account signs in no more (decision 060); its sessions went when it was deactivated.
            if (staff?.deactivatedAt) throw new APIError("FORBIDDEN", { code: "ACCOUNT_DEACTIVATED", message: AUTH_MESSAGES.deactivated });
            const now = new Date();
            return { data: { ...session, expiresAt: sessionExpiry(staff ? staff.role : "client", now, now) } };
          },
          // The Staff page shows each member's last sign-in.
          after: async (session) => {
            await db.execute(sql`update admin_users set last_signed_in_at = now() where user_id = ${session.userId}`);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
