import { businessDay, businessTimeOn } from "../../../shared/business-time";
import { addDays } from "../../../shared/calendar-date";
import {
  ENDED_INVITATION_DAYS,
  RETENTION_FIXED,
  RETENTION_HOUR,
  type RetentionCategory,
  type RetentionSettingsValues,
} from "../../../shared/schemas/retention";

// When something is due (decision 055): a row older than its category's cutoff is anonymised or
// removed. The cutoffs are computed once per run and stored with it, so a run that continues in
// follow-up jobs applies the same ones throughout.

const DAY_MS = 86_400_000;

/**
 * `months` calendar months before `at`, at the same time of day (UTC); a day the earlier month
 * lacks is its last day (31 May less 3 months is 28 or 29 February), as PostgreSQL counts.
 */
export function monthsBefore(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() - months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const d = new Date(at);
  d.setUTCFullYear(year, month, Math.min(at.getUTCDate(), last));
  return d;
}

export const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

/**
 * Each category's cutoff at `now`: enquiries and the addresses of people who never became clients
 * by the owner's months, e-mail contents by the owner's days, the audit log six years. Incidents
 * count from their closing day (kept five years after it): their cutoff is the start of today on
 * the company's clock, and an incident is due when the last day it is kept came before it. A staff
 * invitation is due 30 days after it was revoked or expired.
 */
export function retentionCutoffs(settings: RetentionSettingsValues, now: Date): Record<RetentionCategory, Date> {
  const enquiries = monthsBefore(now, settings.enquiryMonths);
  return {
    consultations: enquiries,
    assessments: enquiries,
    leads: enquiries,
    mail_bodies: daysBefore(now, settings.mailBodyDays),
    mail_recipients: enquiries,
    incidents: businessTimeOn(businessDay(now), 0),
    audit_log: monthsBefore(now, RETENTION_FIXED.auditLogYears * 12),
    staff_invitations: daysBefore(now, ENDED_INVITATION_DAYS),
  };
}

/** The daily run's time on the calendar date `day`: RETENTION_HOUR on the company's clock. */
export const retentionRunTime = (day: string) => businessTimeOn(day, RETENTION_HOUR);

/** The next daily run after `now` as the schedule has it (today's if its hour is still to come). */
export function nextRetentionRunTime(now: Date): Date {
  const today = retentionRunTime(businessDay(now));
  return today > now ? today : retentionRunTime(addDays(businessDay(now), 1));
}
