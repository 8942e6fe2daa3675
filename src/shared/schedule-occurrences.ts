import type { ScheduleFrequency } from "./schemas/service-schedules";

// The days a recurring schedule falls on. Weekly, bi-weekly and custom schedules step a fixed
// number of days from the start date; a monthly one keeps the start date's day of the month, or
// the month's last day when the month is shorter (a schedule started on the 31st falls on
// February 28 or 29, then on March 31 again). The server's set-based generator computes the same
// days in SQL (services/service-schedules/generate-visits.ts); a test holds the two together.

export type ScheduleRule = { frequency: ScheduleFrequency; intervalDays: number | null; startDate: string; endDate: string | null };

const DAY = 86_400_000;
const toDay = (d: string) => Math.round(Date.parse(`${d}T00:00:00Z`) / DAY);
const fromDay = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** The number of days between two visits of a stepping schedule (null for monthly). */
export function scheduleStepDays(rule: Pick<ScheduleRule, "frequency" | "intervalDays">): number | null {
  switch (rule.frequency) {
    case "weekly":
      return 7;
    case "bi-weekly":
      return 14;
    case "custom":
      return rule.intervalDays ?? 7;
    case "monthly":
      return null;
  }
}

/** The monthly occurrence `k` months after the start: the start's day, clamped to the month's last day. */
function monthlyOccurrence(startDate: string, k: number): string {
  const [y, m, d] = startDate.split("-").map(Number) as [number, number, number];
  const month = m - 1 + k;
  const lastDay = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/**
 * The schedule's days from `from` to `to` (both included, yyyy-mm-dd), soonest first, never before
 * its start date nor after its end date.
 */
export function scheduleOccurrences(rule: ScheduleRule, from: string, to: string): string[] {
  const lo = Math.max(toDay(from), toDay(rule.startDate));
  const hi = Math.min(toDay(to), rule.endDate ? toDay(rule.endDate) : Infinity);
  if (lo > hi) return [];
  const start = toDay(rule.startDate);
  const step = scheduleStepDays(rule);
  const days: string[] = [];
  if (step !== null) {
    for (let n = start + Math.ceil((lo - start) / step) * step; n <= hi; n += step) days.push(fromDay(n));
    return days;
  }
  const [sy, sm] = rule.startDate.split("-").map(Number) as [number, number];
  const [ly, lm] = fromDay(lo).split("-").map(Number) as [number, number];
  // The month `lo` falls in: its occurrence may come before `lo`, and is then left out.
  for (let k = (ly - sy) * 12 + (lm - sm); ; k++) {
    const day = monthlyOccurrence(rule.startDate, k);
    if (toDay(day) > hi) break;
    if (toDay(day) >= lo) days.push(day);
  }
  return days;
}
