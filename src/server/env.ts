import path from "node:path";
import { z } from "zod";
import { resolveSite, type Site } from "../shared/site";

const optionalUrl = (protocols: RegExp, what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      message: `must be a ${what} URL`,
    });

/** A comma-separated list of whole days (1,7,14): sorted, without repeats; empty for none. */
const dayList = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((v) => v === "" || /^\d{1,3}(\s*,\s*\d{1,3})*$/.test(v), { message: "must be whole days separated by commas, e.g. 1,7,14" })
    .transform((v) =>
      [
        ...new Set(
          v
            .split(",")
            .filter((d) => d.trim())
            .map(Number),
        ),
      ]
        .filter((d) => d > 0)
        .sort((a, b) => a - b),
    );

const envSchema = z.object({
  PORT: z.coerce.number().int("must be an integer").min(1, "must be 1-65535").max(65535, "must be 1-65535").default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, "postgres://"),
  SMTP_URL: optionalUrl(/^smtps?:$/, "smtp:// or smtps://"),
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(v), {
      message: "must be an e-mail address or Name <address>",
    }),
  COMPANY_INBOX: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email("must be an e-mail address").optional()),
  APP_URL: optionalUrl(/^https?:$/, "http:// or https://"),
  TRUST_PROXY: z
    .enum(["", "0", "1", "true", "false"], "must be true or false")
    .optional()
    .transform((v) => v === "1" || v === "true"),
  AUTH_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters" }),
  CONSULTATION_RATE_LIMIT: z.coerce.number().int("must be an integer").min(1, "must be at least 1").default(10),
  HEADERS_TIMEOUT_MS: z.coerce.number().int("must be an integer").min(100, "must be at least 100").default(30_000),
  SITE_GST_HST_NUMBER: z
    .string()
    .trim()
    .max(40, "must be at most 40 characters")
    .optional()
    .transform((v) => v || undefined),
  SITE_QST_NUMBER: z
    .string()
    .trim()
    .max(40, "must be at most 40 characters")
    .optional()
    .transform((v) => v || undefined),
  SITE_ETRANSFER_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email("must be an e-mail address").optional()),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v), { message: "must be a Stripe secret key (sk_test_... or sk_live_...)" }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^whsec_\w+$/.test(v), { message: "must be a Stripe webhook signing secret (whsec_...)" }),
  /** Where Stripe's API is reached; only changed to talk to a local stand-in of it. */
  STRIPE_API_URL: optionalUrl(/^https?:$/, "http:// or https://"),
  INVOICE_REMINDER_DAYS: dayList("1,7,14"),
  QUOTE_EXPIRY_NOTICE_DAYS: dayList("3"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "must be a pino level").default("info"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  companyInbox: string;
  appUrl: string;
  /** Origins whose state-changing requests may carry a session cookie. */
  trustedOrigins: string[];
  /** Signs session cookies; when unset, a generated one is kept in the database. */
  authSecret?: string;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  limits: { consultationsPerHour: number };
  /** How long a client may take to send a request's headers (slow-client protection). */
  headersTimeoutMs: number;
  site: Site;
  /** The company's sales tax registrations, printed on quotes and invoices (e.g. 123456789 RT0001). */
  taxNumbers: { gstHst: string | null; qst: string | null };
  /** Where clients send Interac e-Transfers; without it Pay Now shows how to reach the company instead. */
  etransferEmail: string | null;
  /** Card payments through Stripe Checkout: only when both the key and the webhook secret are set. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  /** Days past due on which an overdue reminder is sent, and days before expiry on which a quote's client is told. */
  reminders: { invoiceOverdueDays: number[]; quoteExpiryDays: number[] };
};

export class ConfigError extends Error {}

/** Parse the environment once at boot; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  let site: Site;
  try {
    site = resolveSite(env);
  } catch (err) {
    throw new ConfigError(`Invalid environment:\n  ${(err as Error).message}`);
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${site.companyName} <${site.email}>`,
    companyInbox: e.COMPANY_INBOX ?? site.inboxEmail,
    appUrl,
    trustedOrigins: trustedOrigins(e.APP_URL, appUrl, e.PORT),
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    limits: { consultationsPerHour: e.CONSULTATION_RATE_LIMIT },
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    site: { ...site, siteUrl: appUrl },
    taxNumbers: { gstHst: e.SITE_GST_HST_NUMBER ?? null, qst: e.SITE_QST_NUMBER ?? null },
    etransferEmail: e.SITE_ETRANSFER_EMAIL ?? null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL ?? null }
        : null,
    reminders: { invoiceOverdueDays: e.INVOICE_REMINDER_DAYS, quoteExpiryDays: e.QUOTE_EXPIRY_NOTICE_DAYS },
  };
}

/** APP_URL's origin; without APP_URL, the local server under both of its usual names. */
function trustedOrigins(explicit: string | undefined, appUrl: string, port: number): string[] {
  if (explicit) return [new URL(appUrl).origin];
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
