import { centihoursBetween, localInstant, type EntryFlag, type TimesheetCleaner, type TimesheetEntry } from "../../../shared/schemas/timesheets";

// The timesheet made of what was recorded (decision 069), without the database: each cleaner's
// entries from their check-in and check-out on a visit, the latest change of an entry in place of
// those times, the flags, and the totals as sums of the entries' hundredths of an hour.

/** A cleaner's check-in and check-out on a visit, as the events recorded them. */
export type Checks = {
  visitId: string;
  cleanerUserId: string;
  cleanerName: string;
  date: string;
  clientName: string;
  service: string;
  windowStart: string;
  windowEnd: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
};

/** A row of timesheet_changes, with its visit's client and window while the visit exists. */
export type Change = {
  seq: number;
  entryId: string;
  visitId: string | null;
  cleanerUserId: string | null;
  cleanerName: string;
  workDate: string;
  service: string;
  clientName: string | null;
  windowStart: string | null;
  windowEnd: string | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  startAt: Date;
  endAt: Date | null;
  kind: "correction" | "added" | "kept";
  reason: string | null;
  byName: string | null;
  at: Date;
};

/** How far from its arrival window an entry may start or end before it is flagged. */
export const FAR_FROM_WINDOW_MS = 3 * 3_600_000;

const keyOf = (visitId: string | null, cleanerUserId: string | null, entryId: string) =>
  visitId && cleanerUserId ? `${visitId}|${cleanerUserId}` : `entry:${entryId}`;

type Draft = Omit<TimesheetEntry, "flags"> & { cleanerName: string };

/** The entries: one per cleaner and visit, the latest change's times in place of the events'. */
export function entriesOf(checks: Checks[], changes: Change[]): Draft[] {
  const drafts = new Map<string, Draft>();
  for (const c of checks) {
    if (!c.checkedInAt) continue;
    drafts.set(keyOf(c.visitId, c.cleanerUserId, ""), {
      visitId: c.visitId,
      cleanerUserId: c.cleanerUserId,
      cleanerName: c.cleanerName,
      date: c.date,
      clientName: c.clientName,
      service: c.service,
      windowStart: c.windowStart.slice(0, 5),
      windowEnd: c.windowEnd.slice(0, 5),
      checkedInAt: c.checkedInAt.toISOString(),
      checkedOutAt: c.checkedOutAt?.toISOString() ?? null,
      start: c.checkedInAt.toISOString(),
      end: c.checkedOutAt?.toISOString() ?? null,
      centihours: null,
      correction: null,
    });
  }
  for (const ch of [...changes].sort((a, b) => a.seq - b.seq)) {
    const key = keyOf(ch.visitId, ch.cleanerUserId, ch.entryId);
    const before = drafts.get(key);
    drafts.set(key, {
      visitId: ch.visitId,
      cleanerUserId: ch.cleanerUserId,
      cleanerName: before?.cleanerName ?? ch.cleanerName,
      date: ch.workDate,
      clientName: ch.visitId ? ch.clientName : null,
      service: ch.service,
      windowStart: ch.windowStart?.slice(0, 5) ?? null,
      windowEnd: ch.windowEnd?.slice(0, 5) ?? null,
      // The events' times while they exist, else the copy the change kept of them.
      checkedInAt: before?.checkedInAt ?? ch.checkedInAt?.toISOString() ?? null,
      checkedOutAt: before?.checkedOutAt ?? ch.checkedOutAt?.toISOString() ?? null,
      start: ch.startAt.toISOString(),
      end: ch.endAt?.toISOString() ?? null,
      centihours: null,
      correction:
        ch.kind === "kept" ? (before?.correction ?? null) : { kind: ch.kind, reason: ch.reason ?? "", byName: ch.byName ?? "", at: ch.at.toISOString() },
    });
  }
  return [...drafts.values()].map((d) => ({ ...d, centihours: d.end ? centihoursBetween(new Date(d.start), new Date(d.end)) : null }));
}

function farFromWindow(e: Draft): boolean {
  if (!e.windowStart || !e.windowEnd) return false;
  const from = localInstant(`${e.date}T${e.windowStart}`)!.getTime();
  const to = localInstant(`${e.date}T${e.windowEnd}`)!.getTime();
  const start = Date.parse(e.start);
  const end = e.end ? Date.parse(e.end) : null;
  return start < from - FAR_FROM_WINDOW_MS || (end !== null && (end > to + FAR_FROM_WINDOW_MS || end < from));
}

/** Each cleaner's entries (by start) with their flags, the totals per day and for the period. */
export function cleanersOf(drafts: Draft[], days: string[]): TimesheetCleaner[] {
  const byCleaner = new Map<string, Draft[]>();
  for (const d of drafts) {
    const key = d.cleanerUserId ?? `name:${d.cleanerName}`;
    byCleaner.set(key, [...(byCleaner.get(key) ?? []), d]);
  }
  const cleaners = [...byCleaner.values()].map((list): TimesheetCleaner => {
    list.sort((a, b) => a.start.localeCompare(b.start) || (a.visitId ?? "").localeCompare(b.visitId ?? ""));
    const overlapping = new Set<Draft>();
    const counted = list.filter((e) => e.end);
    for (let i = 0; i < counted.length; i++)
      for (let j = i + 1; j < counted.length && Date.parse(counted[j]!.start) < Date.parse(counted[i]!.end!); j++) {
        overlapping.add(counted[i]!).add(counted[j]!);
      }
    const entries = list.map((d): TimesheetEntry => {
      const flags: EntryFlag[] = [];
      if (!d.end) flags.push("open");
      if (farFromWindow(d)) flags.push("farFromWindow");
      if (overlapping.has(d)) flags.push("overlap");
      const { cleanerName: _name, ...e } = d;
      return { ...e, flags };
    });
    const days0: Record<string, number> = Object.fromEntries(days.map((d) => [d, 0]));
    for (const e of entries) if (e.centihours !== null) days0[e.date] = (days0[e.date] ?? 0) + e.centihours;
    return {
      userId: list[0]!.cleanerUserId,
      name: list[0]!.cleanerName,
      totalCentihours: entries.reduce((sum, e) => sum + (e.centihours ?? 0), 0),
      days: days0,
      entries,
    };
  });
  return cleaners.sort((a, b) => a.name.localeCompare(b.name) || (a.userId ?? "").localeCompare(b.userId ?? ""));
}
