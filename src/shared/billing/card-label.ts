import type { SavedCard } from "../schemas/autopay";

// How a saved card is named everywhere (portal, admin, e-mails, the invoice's history): its brand
// and last four digits, never more (decision 074). Brand names are the same in both languages.

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  interac: "Interac",
};

export const brandName = (brand: string) => BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : "Card");

/** "Visa •••• 4242". */
export const cardLabel = (card: Pick<SavedCard, "brand" | "last4">) => `${brandName(card.brand)} •••• ${card.last4}`;

/** The last day a card works: the end of its expiry month (yyyy-mm-dd). */
export function cardLastDay(card: Pick<SavedCard, "expMonth" | "expYear">): string {
  const last = new Date(Date.UTC(card.expYear, card.expMonth, 0));
  return last.toISOString().slice(0, 10);
}
