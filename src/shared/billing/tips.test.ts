import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { TIP_MAX_CENTS, maxTipCents, parseTipDollars, percentOf, splitEvenly, tipOffered, tipSuggestions } from "./tips";

// Tips for the crew (decision 075): the suggestions shown, the cap, and the equal split.

describe("tip suggestions", () => {
  test("10, 15 and 20 % of the subtotal before taxes, to the nearest cent (half up)", () => {
    expect(tipSuggestions(12_000)).toEqual([
      { percent: 10, cents: 1_200 },
      { percent: 15, cents: 1_800 },
      { percent: 20, cents: 2_400 },
    ]);
    expect(percentOf(1_010, 15)).toBe(152); // 151.5 cents
    expect(percentOf(1_003, 15)).toBe(150); // 150.45 cents
    expect(tipSuggestions(0)).toEqual([]);
  });

  test("the cap: half of the subtotal, never above $500; a suggestion above it is not offered", () => {
    expect(maxTipCents(12_000)).toBe(6_000);
    expect(maxTipCents(99_999)).toBe(49_999);
    expect(maxTipCents(1_000_000)).toBe(TIP_MAX_CENTS);
    // 20 % of $3,000 is $600: above $500, so only 10 and 15 % are offered.
    expect(tipSuggestions(300_000).map((s) => s.percent)).toEqual([10, 15]);
  });

  test("property: every suggestion is its share of the subtotal, within half a cent, and within the cap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (subtotal) => {
        for (const s of tipSuggestions(subtotal)) {
          expect(Math.abs(s.cents - (subtotal * s.percent) / 100)).toBeLessThanOrEqual(0.5);
          expect(s.cents).toBeGreaterThan(0);
          expect(s.cents).toBeLessThanOrEqual(maxTipCents(subtotal));
          expect(s.cents).toBeLessThanOrEqual(TIP_MAX_CENTS);
        }
      }),
    );
  });

  test("a deposit invoice is offered no tip; invoices for work are", () => {
    expect(tipOffered("deposit")).toBe(false);
    expect(tipOffered("standard")).toBe(true);
    expect(tipOffered("visits")).toBe(true);
  });

  test("an amount typed in dollars, either decimal mark, with or without the sign", () => {
    expect(parseTipDollars("12")).toBe(1_200);
    expect(parseTipDollars("12.5")).toBe(1_250);
    expect(parseTipDollars(" 12,50 $ ")).toBe(1_250);
    expect(parseTipDollars("$0.07")).toBe(7);
    for (const bad of ["", "abc", "12.345", "-5", "1e3", "12..5"]) expect(parseTipDollars(bad), bad).toBeNull();
  });
});

describe("splitting a tip in equal shares", () => {
  test("the odd cents go to the first shares", () => {
    expect(splitEvenly(1_801, 2)).toEqual([901, 900]);
    expect(splitEvenly(100, 3)).toEqual([34, 33, 33]);
    expect(splitEvenly(2, 3)).toEqual([1, 1, 0]);
    expect(splitEvenly(500, 0)).toEqual([]);
  });

  test("property: the shares sum exactly to the tip, and no two differ by more than a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 1, max: 40 }), (tip, parts) => {
        const shares = splitEvenly(tip, parts);
        expect(shares).toHaveLength(parts);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(tip);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        for (const s of shares) expect(Number.isInteger(s) && s >= 0).toBe(true);
      }),
    );
  });
});
