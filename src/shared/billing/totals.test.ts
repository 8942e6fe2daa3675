import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { localeFormat } from "../locale-format";
import { computeTotals, depositCents, lineTotalCents, type Deposit } from "./totals";

// The totals against a reference written apart from them: exact fractions in BigInt from the
// quantity's and percentage's decimal digits (never through a float), rounded half-up to the cent;
// each tax once on the subtotal. Ontario: HST 13%. Quebec: GST 5% and QST 9.975%, both on the
// pre-tax amount.

type Fraction = { n: bigint; d: bigint };
/** A non-negative fraction rounded half-up to an integer (the remainder decides). */
const roundHalfUp = ({ n, d }: Fraction) => n / d + (2n * (n % d) >= d ? 1n : 0n);

const REFERENCE_RATES: Record<"ON" | "QC", [string, Fraction][]> = {
  ON: [["HST", { n: 13n, d: 100n }]],
  QC: [
    ["GST", { n: 5n, d: 100n }],
    ["QST", { n: 9975n, d: 100_000n }],
  ],
};

/** A line as typed: quantity in hundredths (its two decimals), price in cents. */
type TypedLine = { hundredths: number; unitPriceCents: number };
type TypedDeposit = { kind: "none" } | { kind: "percent"; hundredths: number } | { kind: "amount"; amountCents: number };

function reference(lines: TypedLine[], province: "ON" | "QC", deposit: TypedDeposit) {
  const lineCents = lines.map((l) => roundHalfUp({ n: BigInt(l.hundredths) * BigInt(l.unitPriceCents), d: 100n }));
  const subtotal = lineCents.reduce((a, b) => a + b, 0n);
  const taxes = REFERENCE_RATES[province].map(([code, rate]) => ({ code, amount: roundHalfUp({ n: subtotal * rate.n, d: rate.d }) }));
  const total = subtotal + taxes.reduce((a, t) => a + t.amount, 0n);
  const due =
    deposit.kind === "none"
      ? 0n
      : deposit.kind === "percent"
        ? roundHalfUp({ n: total * BigInt(deposit.hundredths), d: 100n * 100n })
        : BigInt(deposit.amountCents) < total
          ? BigInt(deposit.amountCents)
          : total;
  return { lineCents, subtotal, taxes, total, due };
}

// What the quote form sends: numbers with at most two decimals, as a float (1.15, 0.29...).
const asQuantity = (hundredths: number) => hundredths / 100;
const asDeposit = (d: TypedDeposit): Deposit => (d.kind === "percent" ? { kind: "percent", percent: d.hundredths / 100 } : d);

const typedLine = fc.record({ hundredths: fc.integer({ min: 1, max: 1_000_000 }), unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }) });
const typedDeposit: fc.Arbitrary<TypedDeposit> = fc.oneof(
  fc.constant({ kind: "none" as const }),
  fc.record({ kind: fc.constant("percent" as const), hundredths: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ kind: fc.constant("amount" as const), amountCents: fc.integer({ min: 1, max: 1_000_000_000 }) }),
);
// Small prices and quantities too, where half a cent decides.
const smallLine = fc.record({ hundredths: fc.integer({ min: 1, max: 300 }), unitPriceCents: fc.integer({ min: 0, max: 300 }) });

describe("computeTotals equals the exact reference, to the cent", () => {
  for (const [name, line] of [
    ["any lines", typedLine],
    ["small lines", smallLine],
  ] as const) {
    test(name, () => {
      fc.assert(
        fc.property(
          fc.array(line, { minLength: 1, maxLength: 50 }),
          fc.constantFrom("ON" as const, "QC" as const),
          typedDeposit,
          (lines, province, deposit) => {
            const want = reference(lines, province, deposit);
            const priced = lines.map((l) => ({ quantity: asQuantity(l.hundredths), unitPriceCents: l.unitPriceCents }));
            const got = computeTotals(priced, province, asDeposit(deposit));
            expect(priced.map((l) => BigInt(lineTotalCents(l)))).toEqual(want.lineCents);
            expect(BigInt(got.subtotalCents)).toBe(want.subtotal);
            expect(got.taxes.map((t) => [t.code, BigInt(t.amountCents)])).toEqual(want.taxes.map((t) => [t.code, t.amount]));
            expect(BigInt(got.taxCents)).toBe(want.taxes.reduce((a, t) => a + t.amount, 0n));
            expect(BigInt(got.totalCents)).toBe(want.total);
            expect(BigInt(got.depositCents)).toBe(want.due);
            // Every figure is a whole number of cents a Number holds exactly.
            for (const n of [got.subtotalCents, got.taxCents, got.totalCents, got.depositCents]) expect(Number.isSafeInteger(n)).toBe(true);
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});

describe("known values", () => {
  const one = (cents: number, quantity = 1) => [{ quantity, unitPriceCents: cents }];
  const taxesOf = (cents: number, province: "ON" | "QC") => computeTotals(one(cents), province).taxes.map((t) => [t.code, t.amountCents]);

  test("Ontario: HST 13% on the subtotal", () => {
    expect(computeTotals(one(10_000), "ON")).toEqual({
      subtotalCents: 10_000,
      taxes: [{ code: "HST", rate: 13_000, amountCents: 1300 }],
      taxCents: 1300,
      totalCents: 11_300,
      depositCents: 0,
    });
    expect(taxesOf(50, "ON")).toEqual([["HST", 7]]); // 6.5 cents rounds up
    expect(taxesOf(1, "ON")).toEqual([["HST", 0]]); // 0.13 cent
  });

  test("Quebec: GST 5% and QST 9.975%, each on the pre-tax amount, half a cent rounding up", () => {
    expect(taxesOf(10_000, "QC")).toEqual([
      ["GST", 500],
      ["QST", 998], // 997.5
    ]);
    expect(taxesOf(5, "QC")).toEqual([
      ["GST", 0], // 0.25
      ["QST", 0], // 0.49875
    ]);
    expect(taxesOf(10, "QC")).toEqual([
      ["GST", 1], // 0.5
      ["QST", 1], // 0.9975
    ]);
    expect(taxesOf(30, "QC")).toEqual([
      ["GST", 2], // 1.5
      ["QST", 3], // 2.9925
    ]);
    expect(taxesOf(100_000, "QC")).toEqual([
      ["GST", 5000],
      ["QST", 9975],
    ]);
    expect(taxesOf(2005, "QC")).toEqual([
      ["GST", 100], // 100.25
      ["QST", 200], // 199.99875
    ]);
    // QST is not charged on the GST.
    expect(computeTotals(one(10_000), "QC").totalCents).toBe(10_000 + 500 + 998);
  });

  test("each tax is computed once on the subtotal, not line by line", () => {
    // Three lines of 10 cents: HST per line would be 1.3 → 1 each (3); on the subtotal, 3.9 → 4.
    expect(computeTotals([...one(10), ...one(10), ...one(10)], "ON").taxes[0]!.amountCents).toBe(4);
  });

  test("line amounts: quantity with two decimals times the price, half a cent rounding up", () => {
    expect(lineTotalCents({ quantity: 1.5, unitPriceCents: 1 })).toBe(2);
    expect(lineTotalCents({ quantity: 0.33, unitPriceCents: 333 })).toBe(110); // 109.89
    expect(lineTotalCents({ quantity: 1.15, unitPriceCents: 1000 })).toBe(1150); // 1.15 is 1.1499… as a float
    expect(lineTotalCents({ quantity: 0.29, unitPriceCents: 100 })).toBe(29); // 0.29 × 100 is 28.999… as a float
    expect(lineTotalCents({ quantity: 10_000, unitPriceCents: 100_000_000 })).toBe(1_000_000_000_000);
  });

  test("deposits: a percentage of the total (two decimals, half-up) or an amount, never above the total", () => {
    expect(computeTotals(one(10_000), "ON", { kind: "percent", percent: 25 }).depositCents).toBe(2825);
    expect(depositCents({ kind: "percent", percent: 33.33 }, 100)).toBe(33);
    expect(depositCents({ kind: "percent", percent: 0.5 }, 100)).toBe(1); // 0.5 cent
    expect(depositCents({ kind: "percent", percent: 100 }, 11_300)).toBe(11_300);
    expect(depositCents({ kind: "amount", amountCents: 5000 }, 11_300)).toBe(5000);
    expect(depositCents({ kind: "amount", amountCents: 20_000 }, 11_300)).toBe(11_300);
    expect(depositCents({ kind: "none" }, 11_300)).toBe(0);
  });

  test("rates read as people write them", () => {
    expect([13_000, 5000, 9975].map(localeFormat("en").rate)).toEqual(["13%", "5%", "9.975%"]);
    expect([13_000, 9975].map(localeFormat("fr").rate)).toEqual(["13\u00a0%", "9,975\u00a0%"]);
  });
});
