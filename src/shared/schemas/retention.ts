import { z } from "zod";
import { RETENTION_FIXED, RETENTION_LIMITS } from "../retention-periods";

// Retention (decision 055): how long the company keeps what it no longer needs, as the owner sets it
// in Settings, the periods fixed by law, and what the daily retention job did. Admin-only, so the
// messages are English words (decision 045).

export { RETENTION_FIXED, RETENTION_LIMITS };

/** The hour of the daily run on the company's clock (America/Toronto): a quiet time. */
export const RETENTION_HOUR = 3;

const months = (label: string, { min, max }: { min: number; max: number }, why: string) =>
  z
    .number(`${label} must be a whole number of months.`)
    .int(`${label} must be a whole number of months.`)
    .min(min, `${label} must be kept at least ${min} months (${why}).`)
    .max(max, `${label} may be kept at most ${max} months (${max / 12} years).`);

const days = (label: string, { min, max }: { min: number; max: number }, why: string) =>
  z
    .number(`${label} must be a whole number of days.`)
    .int(`${label} must be a whole number of days.`)
    .min(min, `${label} must be kept at least ${min} days (${why}).`)
    .max(max, `${label} may be kept at most ${max.toLocaleString("en-CA")} days (${max / 365} years).`);

/** PUT /api/admin/retention/settings: both periods (the owner only). */
export const retentionSettingsSchema = z.object({
  enquiryMonths: months("Enquiries", RETENTION_LIMITS.enquiryMonths, "implied consent from an enquiry lasts 6 months"),
  mailBodyDays: days("Sent e-mail contents", RETENTION_LIMITS.mailBodyDays, "staff answer questions about what was sent"),
});
export type RetentionSettingsInput = z.input<typeof retentionSettingsSchema>;
export type RetentionSettingsValues = z.output<typeof retentionSettingsSchema>;

export const RETENTION_DEFAULTS: RetentionSettingsValues = {
  enquiryMonths: RETENTION_LIMITS.enquiryMonths.fallback,
  mailBodyDays: RETENTION_LIMITS.mailBodyDays.fallback,
};

/**
 * What a run anonymises or removes, in the order it goes through them (stable values, worded by
 * the admin's catalog):
 * - consultations, assessments, leads: enquiries of people with no client record, anonymised;
 * - mail_bodies: the text, HTML, files and reply address of e-mails sent before the period;
 * - mail_recipients: the address of e-mails to people who never became clients (a confirmation,
 *   a login link), once their enquiries are due;
 * - incidents: register entries closed five years ago, removed with their audit entries;
 * - audit_log: entries older than six years, removed;
 * - staff_invitations: invitations to a staff account revoked or expired 30 days ago, removed.
 */
export const RETENTION_CATEGORIES = [
  "consultations",
  "assessments",
  "leads",
  "mail_bodies",
  "mail_recipients",
  "incidents",
  "audit_log",
  "staff_invitations",
] as const;

/** Days a revoked or expired staff invitation is kept (decision 060): long enough to answer "what happened to my link?". */
export const ENDED_INVITATION_DAYS = 30;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

/** Who started a run: the daily job or staff (Run retention now). */
export const RETENTION_TRIGGERS = ["daily", "manual"] as const;
export type RetentionTrigger = (typeof RETENTION_TRIGGERS)[number];

export type RetentionRunCount = { category: RetentionCategory; rows: number; cutoff: string };

/** One run, as the admin shows it. */
export type RetentionRun = {
  id: string;
  trigger: RetentionTrigger;
  startedAt: string;
  /** Null while it continues in the background, or when it was interrupted (the next run takes the rest). */
  finishedAt: string | null;
  actorEmail: string | null;
  settings: RetentionSettingsValues;
  counts: RetentionRunCount[];
};

/** The periods in force (PUT /api/admin/retention/settings answers them). */
export type RetentionSettings = RetentionSettingsValues & {
  /** When the owner last saved them; null while they are the defaults. */
  updatedAt: string | null;
  /** Whether the signed-in admin may change them (the owner). */
  canEdit: boolean;
};

/** GET /api/admin/retention. */
export type RetentionOverview = {
  settings: RetentionSettings;
  /** The last runs, newest first. */
  runs: RetentionRun[];
  /** When the daily job runs next. */
  nextRunAt: string;
};

/** POST /api/admin/retention/runs. */
export type RetentionRunStarted = { run: RetentionRun };
