import { divideHalfUp, RATE_SCALE, TAX_RATES, type TaxCode, type TaxedProvince } from "./tax";

// A document's money, in integer cents: lines, subtotal, each tax once on the taxable subtotal
// (rounded half-up to the cent), total and deposit. The browser shows these while staff type;
// the server stores what it computes itself.

/** Quantity in hundredths (1.5 → 150), price in cents. */
export type PricedLine = { quantity: number; unitPriceCents: number };

export const toHundredths = (quantity: number) => Math.round(quantity * 100);

/** quantity × unit price, rounded half-up to the cent. */
export function lineTotalCents(line: PricedLine): number {
  return Number(divideHalfUp(BigInt(toHundredths(line.quantity)) * BigInt(line.unitPriceCents), 100n));
}

export type TaxAmount = { code: TaxCode; rate: number; amountCents: number };

/** How a deposit is asked for: none, a percentage of the total (up to two decimals) or an amount. */
export type Deposit = { kind: "none" } | { kind: "percent"; percent: number } | { kind: "amount"; amountCents: number };

export type Totals = { subtotalCents: number; taxes: TaxAmount[]; taxCents: number; totalCents: number; depositCents: number };

/** The totals of the lines that count (required lines, and optional ones the client chose). */
export function computeTotals(lines: readonly PricedLine[], province: TaxedProvince, deposit: Deposit = { kind: "none" }): Totals {
  const subtotal = lines.reduce((sum, line) => sum + BigInt(lineTotalCents(line)), 0n);
  const taxes = TAX_RATES[province].map(({ code, rate }) => ({ code, rate, amountCents: Number(divideHalfUp(subtotal * BigInt(rate), BigInt(RATE_SCALE))) }));
  const taxCents = taxes.reduce((sum, t) => sum + t.amountCents, 0);
  const totalCents = Number(subtotal) + taxCents;
  return { subtotalCents: Number(subtotal), taxes, taxCents, totalCents, depositCents: depositCents(deposit, totalCents) };
}

/** The deposit due on acceptance: a percentage of the total (half-up), or the amount, never above the total. */
export function depositCents(deposit: Deposit, totalCents: number): number {
  switch (deposit.kind) {
    case "none":
      return 0;
    case "percent":
      return Number(divideHalfUp(BigInt(totalCents) * BigInt(Math.round(deposit.percent * 100)), 10_000n));
    case "amount":
      return Math.min(deposit.amountCents, totalCents);
  }
}
