import type { InvoiceKind } from "../schemas/invoices";

// Tips given when paying by card (decision 075): suggested as a share of the invoice's amount
// before taxes (the Quebec custom: a tip is reckoned on the pre-tax amount, and is not taxed),
// paid on top of the balance, never applied to the invoice, and shared by the crew of its visits.

/** The suggested shares of the subtotal, in percent. */
export const TIP_PERCENTS = [10, 15, 20] as const;
/** A tip is at most this share of the subtotal… */
export const TIP_MAX_PERCENT = 50;
/** …and at most this much ($500). */
export const TIP_MAX_CENTS = 50_000;

/** A tip is offered on invoices for work (by hand, a quote's work, visits), never on a deposit. */
export const tipOffered = (kind: InvoiceKind) => kind !== "deposit";

/** `percent` of `subtotalCents`, to the nearest cent (half up). */
export const percentOf = (subtotalCents: number, percent: number) => Math.floor((Math.max(0, subtotalCents) * percent + 50) / 100);

/** The largest tip accepted on an invoice of `subtotalCents`: half of it, and never above $500. */
export const maxTipCents = (subtotalCents: number) => Math.min(TIP_MAX_CENTS, Math.floor((Math.max(0, subtotalCents) * TIP_MAX_PERCENT) / 100));

/** The suggestions shown for an invoice: each share with its amount, those above the cap (or nothing) left out. */
export function tipSuggestions(subtotalCents: number): { percent: number; cents: number }[] {
  const max = maxTipCents(subtotalCents);
  return TIP_PERCENTS.map((percent) => ({ percent, cents: percentOf(subtotalCents, percent) })).filter((s) => s.cents > 0 && s.cents <= max);
}

/**
 * `totalCents` in `parts` equal shares that sum exactly to it: each gets the floor, and the first
 * `totalCents mod parts` one cent more (so no two shares differ by more than a cent).
 */
export function splitEvenly(totalCents: number, parts: number): number[] {
  if (parts <= 0) return [];
  const base = Math.floor(totalCents / parts);
  const extra = totalCents - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}

/** A tip typed in dollars ("12", "12.5", "12,50", "$12.50", "12,50 $") in cents; null when it is not such an amount. */
export function parseTipDollars(text: string): number | null {
  const m = /^\$?\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*\$?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}
