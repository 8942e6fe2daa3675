import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { centihoursBetween } from "../../../shared/schemas/timesheets";
import { cleanersOf, entriesOf, type Change, type Checks } from "./assemble";

// Hours are a cleaner's pay: the totals are exactly the sums of the entries, a correction never
// takes away the recorded check-in and check-out, and the flags say what needs an owner's look.

const runs = { numRuns: Number(process.env.FC_RUNS ?? 200) };
const DAYS = ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
const base = Date.parse("2026-11-22T05:00:00Z");
const HOUR = 3_600_000;

const checks = (i: number, over: Partial<Checks> = {}): Checks => ({
  visitId: `v${i}`,
  cleanerUserId: "mia",
  cleanerName: "Mia",
  date: "2026-11-24",
  clientName: "Jane Doe",
  service: "Home cleaning",
  windowStart: "09:00:00",
  windowEnd: "11:00:00",
  checkedInAt: new Date("2026-11-24T14:00:00Z"),
  checkedOutAt: new Date("2026-11-24T16:30:00Z"),
  ...over,
});

const change = (seq: number, over: Partial<Change> = {}): Change => ({
  seq,
  entryId: `e${seq}`,
  visitId: "v1",
  cleanerUserId: "mia",
  cleanerName: "Mia",
  workDate: "2026-11-24",
  service: "Home cleaning",
  clientName: "Jane Doe",
  windowStart: "09:00:00",
  windowEnd: "11:00:00",
  checkedInAt: null,
  checkedOutAt: null,
  startAt: new Date("2026-11-24T14:00:00Z"),
  endAt: new Date("2026-11-24T17:00:00Z"),
  kind: "correction",
  reason: "Forgot to check out",
  byName: "boss",
  at: new Date("2026-11-25T12:00:00Z"),
  ...over,
});

/** Random check-ins and check-outs of a few cleaners on a few visits in the week, some open. */
const recorded = fc.array(
  fc.record({
    visit: fc.integer({ min: 0, max: 5 }),
    cleaner: fc.constantFrom("mia", "leo", "ana"),
    day: fc.integer({ min: 0, max: 6 }),
    startMinute: fc.integer({ min: 0, max: 23 * 60 }),
    minutes: fc.option(fc.integer({ min: 1, max: 16 * 60 }), { nil: null }),
  }),
  { maxLength: 25 },
);

const toChecks = (rows: { visit: number; cleaner: string; day: number; startMinute: number; minutes: number | null }[]) => {
  const seen = new Map<string, Checks>();
  for (const r of rows) {
    const start = new Date(base + r.day * 24 * HOUR + r.startMinute * 60_000);
    seen.set(
      `${r.visit}|${r.cleaner}`,
      checks(r.visit, {
        cleanerUserId: r.cleaner,
        cleanerName: r.cleaner.toUpperCase(),
        date: DAYS[r.day]!,
        checkedInAt: start,
        checkedOutAt: r.minutes === null ? null : new Date(start.getTime() + r.minutes * 60_000),
      }),
    );
  }
  return [...seen.values()];
};

describe("the timesheet's entries and totals", () => {
  test("an entry from a check-in and check-out; an open one counts nothing and is flagged", () => {
    const [cleaner] = cleanersOf(entriesOf([checks(1), checks(2, { checkedInAt: new Date("2026-11-24T18:00:00Z"), checkedOutAt: null })], []), DAYS);
    expect(cleaner!.entries.map((e) => [e.visitId, e.centihours, e.flags])).toEqual([
      ["v1", 250, []],
      ["v2", null, ["open"]],
    ]);
    expect(cleaner!.totalCentihours).toBe(250);
    expect(cleaner!.days["2026-11-24"]).toBe(250);
  });

  test("a check-out far from the window, and overlapping entries, are flagged", () => {
    const late = checks(1, { checkedOutAt: new Date("2026-11-25T01:00:00Z") }); // 20:00, window ends 11:00
    const overlap = checks(2, { checkedInAt: new Date("2026-11-24T15:00:00Z"), checkedOutAt: new Date("2026-11-24T16:00:00Z") });
    const [cleaner] = cleanersOf(entriesOf([late, overlap], []), DAYS);
    expect(cleaner!.entries.map((e) => [e.visitId, e.flags])).toEqual([
      ["v1", ["farFromWindow", "overlap"]],
      ["v2", ["overlap"]],
    ]);
  });

  test("the latest correction gives the times; the check-in and check-out stay; an erased client's entry keeps its hours", () => {
    const open = checks(1, { checkedOutAt: null });
    const corrected = entriesOf([open], [change(1), change(2, { entryId: "e1", endAt: new Date("2026-11-24T16:00:00Z"), reason: "Left at noon" })]);
    expect(corrected).toHaveLength(1);
    expect(corrected[0]).toMatchObject({ checkedInAt: "2026-11-24T14:00:00.000Z", checkedOutAt: null, end: "2026-11-24T16:00:00.000Z", centihours: 200 });
    expect(corrected[0]!.correction).toMatchObject({ kind: "correction", reason: "Left at noon", byName: "boss" });
    // After the erasure: the visit and events are gone, the rows (visit let go) and the kept one remain.
    const erased = entriesOf(
      [],
      [
        change(1, { visitId: null, clientName: null, windowStart: null, windowEnd: null, checkedInAt: new Date("2026-11-24T14:00:00Z") }),
        change(3, { entryId: "e1", visitId: null, clientName: null, kind: "kept", reason: null, byName: null, checkedInAt: new Date("2026-11-24T14:00:00Z") }),
      ],
    );
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({ visitId: null, clientName: null, centihours: 300, checkedInAt: "2026-11-24T14:00:00.000Z" });
    expect(erased[0]!.correction).toMatchObject({ reason: "Forgot to check out" });
  });

  test("property: each cleaner's total, and each day's, is the sum of their counted entries; every check-in is an entry", () => {
    fc.assert(
      fc.property(recorded, (rows) => {
        const all = toChecks(rows);
        const cleaners = cleanersOf(entriesOf(all, []), DAYS);
        expect(cleaners.reduce((n, c) => n + c.entries.length, 0)).toBe(all.length);
        for (const c of cleaners) {
          const counted = c.entries.filter((e) => e.centihours !== null);
          expect(c.totalCentihours).toBe(counted.reduce((s, e) => s + e.centihours!, 0));
          expect(Object.values(c.days).reduce((s, n) => s + n, 0)).toBe(c.totalCentihours);
          for (const e of c.entries) {
            expect(e.flags.includes("open")).toBe(e.end === null);
            if (e.end) expect(e.centihours).toBe(centihoursBetween(new Date(e.start), new Date(e.end)));
          }
        }
      }),
      runs,
    );
  });

  test("property: corrections never lose the recorded times, and the latest one counts", () => {
    fc.assert(
      fc.property(
        recorded,
        fc.array(fc.record({ pick: fc.nat(), shift: fc.integer({ min: -120, max: 120 }), minutes: fc.integer({ min: 1, max: 16 * 60 }) }), { maxLength: 8 }),
        (rows, fixes) => {
          const all = toChecks(rows);
          if (!all.length) return;
          const changes = fixes.map((f, i) => {
            const c = all[f.pick % all.length]!;
            const startAt = new Date(c.checkedInAt!.getTime() + f.shift * 60_000);
            return change(i + 1, {
              entryId: `${c.visitId}-${c.cleanerUserId}`,
              visitId: c.visitId,
              cleanerUserId: c.cleanerUserId,
              startAt,
              endAt: new Date(startAt.getTime() + f.minutes * 60_000),
            });
          });
          const entries = entriesOf(all, changes);
          expect(entries).toHaveLength(all.length);
          for (const c of all) {
            const e = entries.find((x) => x.visitId === c.visitId && x.cleanerUserId === c.cleanerUserId)!;
            expect(e.checkedInAt).toBe(c.checkedInAt!.toISOString());
            expect(e.checkedOutAt).toBe(c.checkedOutAt?.toISOString() ?? null);
            const last = changes.filter((x) => x.visitId === c.visitId && x.cleanerUserId === c.cleanerUserId).at(-1);
            expect(e.start).toBe((last?.startAt ?? c.checkedInAt!).toISOString());
            expect(e.correction === null).toBe(last === undefined);
          }
          const cleaners = cleanersOf(entries, DAYS);
          for (const cl of cleaners) expect(cl.totalCentihours).toBe(cl.entries.reduce((s, e) => s + (e.centihours ?? 0), 0));
        },
      ),
      runs,
    );
  });
});
