import { computeTotals } from "@shared/billing/totals";
import { isTaxedProvince, type TaxCode } from "@shared/billing/tax";
import type { PortalQuoteView } from "../api/quote";

export type ShownTotals = {
  subtotalCents: number;
  taxes: { code: TaxCode; rate: number; amountCents: number }[];
  totalCents: number;
  depositCents: number;
};

/**
 * The totals the quote page shows. A pending quote's are worked out here from its required lines
 * and the optional items the client has ticked, by the province of its service address, the way
 * the server will when it is accepted; any other quote shows the totals saved on it.
 */
export function shownTotals(quote: PortalQuoteView, chosen: ReadonlySet<string>): ShownTotals {
  const province = quote.address.province;
  if (quote.status !== "pending" || !isTaxedProvince(province)) return quote.totals;
  const lines = quote.lines.filter((line) => !line.optional || chosen.has(line.id));
  return computeTotals(lines, province, quote.deposit);
}
