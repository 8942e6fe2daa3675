// Amounts as the quote and invoice editors' controls hold them: text in dollars, as typed.

/** Typed text as a number: "" is none; "$1,250.50" reads 1250.5; anything else unreadable is NaN (the schema says so). */
export function readNumber(text: string): number | undefined {
  const plain = text.replace(/[\s$,]/g, "");
  return plain === "" ? undefined : Number(plain);
}

/** Dollars as cents; a fraction of a cent stays a fraction, for the schema to refuse. */
export function dollarsToCents(text: string): number | undefined {
  const dollars = readNumber(text);
  if (dollars === undefined || Number.isNaN(dollars)) return dollars;
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? Math.round(cents) : cents;
}

/** Cents as the editor shows them: 125000 → "1250.00". */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);
