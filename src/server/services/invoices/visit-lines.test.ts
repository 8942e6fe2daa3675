import fc from "fast-check";
import { expect, test } from "vitest";
import type { QuoteLine } from "../../../shared/schemas/quotes";
import { visitLines, type BilledQuote, type BilledVisit } from "./visit-lines";

// What an invoice of visits bills, as a pure function: every visit its quote's recurring lines;
// a quote's one-time lines once, with its earliest visit, unless already billed.

const line = (description: string, o: Partial<QuoteLine> = {}): QuoteLine => ({
  id: crypto.randomUUID(),
  description,
  quantity: 1,
  unitPriceCents: 1_000,
  lineTotalCents: 1_000,
  optional: false,
  ...o,
});

test("the one-time line goes with the quote's earliest visit on the invoice; optional lines only when chosen; dated when asked", () => {
  const extra = line("Fridge", { optional: true });
  const quote: BilledQuote = { id: "q", lines: [line("Clean"), line("Oven", { oneTime: true }), extra], chosen: new Set() };
  const visits: BilledVisit[] = [
    { id: "b", date: "2026-11-10", quote },
    { id: "a", date: "2026-11-03", quote },
  ];
  const { lines, oneTimeWith } = visitLines(visits, { oneTimeBilled: new Set(), dateLabel: (d) => d });
  expect(lines.map((l) => l.description)).toEqual(["2026-11-03 · Clean", "2026-11-03 · Oven", "2026-11-10 · Clean"]);
  expect(oneTimeWith).toEqual(new Map([["q", "a"]]));
  expect(lines.every((l) => !l.optional && !l.oneTime)).toBe(true);

  const chosen = visitLines([{ id: "a", date: "2026-11-03", quote: { ...quote, chosen: new Set([extra.id]) } }], { oneTimeBilled: new Set(["q"]) });
  expect(chosen.lines.map((l) => l.description)).toEqual(["Clean", "Fridge"]);
  expect(chosen.oneTimeWith.size).toBe(0);
});

test("property: each visit bills its quote's recurring lines once; each quote's one-time lines at most once, never when already billed", () => {
  const quoteArb = fc.record({
    id: fc.constantFrom("q1", "q2", "q3"),
    lines: fc.array(
      fc.record({ description: fc.constantFrom("A", "B", "C"), optional: fc.boolean(), oneTime: fc.boolean() }).map((l) => line(l.description, l)),
      { minLength: 1, maxLength: 4 },
    ),
  });
  fc.assert(
    fc.property(
      fc.uniqueArray(quoteArb, { selector: (q) => q.id, minLength: 1 }),
      fc.array(fc.record({ quote: fc.nat(), day: fc.integer({ min: 1, max: 28 }) }), { minLength: 1, maxLength: 8 }),
      fc.subarray(["q1", "q2", "q3"]),
      (quotes, plan, billed) => {
        const byIndex = quotes.map((q) => ({ ...q, chosen: new Set<string>() }));
        const visits = plan.map((p, i) => ({ id: `v${i}`, date: `2026-11-${String(p.day).padStart(2, "0")}`, quote: byIndex[p.quote % byIndex.length]! }));
        const { lines, oneTimeWith } = visitLines(visits, { oneTimeBilled: new Set(billed) });
        const count = (d: QuoteLine[]) => d.filter((l) => !l.optional).length;
        let expected = 0;
        for (const q of byIndex) {
          const its = visits.filter((v) => v.quote.id === q.id);
          const recurring = count(q.lines.filter((l) => !l.oneTime));
          const once = count(q.lines.filter((l) => l.oneTime));
          const carries = its.length > 0 && once > 0 && !billed.includes(q.id);
          expected += its.length * recurring + (carries ? once : 0);
          expect(oneTimeWith.has(q.id)).toBe(carries);
          if (carries) {
            const first = [...its].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))[0]!;
            expect(oneTimeWith.get(q.id)).toBe(first.id);
          }
        }
        expect(lines).toHaveLength(expected);
      },
    ),
    { numRuns: 300 },
  );
});
