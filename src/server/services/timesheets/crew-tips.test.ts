import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { attributeTips, type CrewShare, type PaidTip } from "./crew-tips";

// Who a tip belongs to (decision 075): the crew shares of its invoice's visits, summed per person.

const share = (visitId: string, userId: string): CrewShare => ({ visitId, userId, name: userId.toUpperCase() });

describe("attributing tips to the crew", () => {
  test("each crew member of each visit is a share; someone on two visits gets two; no visits: unattributed", () => {
    const tips: PaidTip[] = [
      { invoiceId: "month", invoiceNumber: "F-1", tipCents: 1_000 },
      { invoiceId: "one-off", invoiceNumber: "F-2", tipCents: 500 },
    ];
    const shares: Record<string, CrewShare[]> = { month: [share("v1", "ana"), share("v1", "bo"), share("v2", "ana")] };
    expect(attributeTips(tips, (id) => shares[id] ?? [])).toEqual({
      cleaners: [
        { userId: "ana", name: "ANA", tipCents: 667 },
        { userId: "bo", name: "BO", tipCents: 333 },
      ],
      unattributed: [{ invoiceId: "one-off", invoiceNumber: "F-2", tipCents: 500 }],
    });
  });

  test("property: what the cleaners get and what is unattributed sum exactly to the tips", () => {
    const crew = fc.array(fc.record({ visitId: fc.constantFrom("v1", "v2", "v3"), userId: fc.constantFrom("a", "b", "c", "d") }), { maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 50_000 }), crew), { maxLength: 6 }), (paid) => {
        const tips = paid.map(([tipCents], i) => ({ invoiceId: `i${i}`, invoiceNumber: `F-${i}`, tipCents }));
        // One share per visit and person, as the database gives them.
        const sharesOf = (id: string) => {
          const unique = new Map(paid[Number(id.slice(1))]![1].map((s) => [`${s.visitId}|${s.userId}`, share(s.visitId, s.userId)]));
          return [...unique.values()];
        };
        const result = attributeTips(tips, sharesOf);
        const given = result.cleaners.reduce((sum, c) => sum + c.tipCents, 0) + result.unattributed.reduce((sum, u) => sum + u.tipCents, 0);
        expect(given).toBe(tips.reduce((sum, t) => sum + t.tipCents, 0));
        expect(result.unattributed.map((u) => u.invoiceId)).toEqual(tips.filter((t) => sharesOf(t.invoiceId).length === 0).map((t) => t.invoiceId));
        for (const c of result.cleaners) expect(c.tipCents).toBeGreaterThan(0);
      }),
    );
  });
});
