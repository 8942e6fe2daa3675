import type { Deposit } from "../../../shared/billing/totals";
import type { QuoteLineForm } from "../../../shared/schemas/quotes";
import { pricedLines, priceDocument, type TaxNumbers } from "./pricing";

/**
 * The stored columns a quote and an invoice share, as staff wrote them: the service address, the
 * title, the lines priced, the taxes by the address's province with the company's numbers, the
 * totals and the notes. What differs (a quote's deposit, dates and terms; an invoice's payment
 * terms) the caller adds; `totals` also carries the deposit a quote stores.
 */
export function documentValues(
  address: { id: string; province: string | null },
  input: { title: string; lines: QuoteLineForm[]; deposit: Deposit; notes: string | null },
  taxNumbers: TaxNumbers,
) {
  const lines = pricedLines(input.lines);
  const { province, totals } = priceDocument({ lines, province: address.province, deposit: input.deposit, taxNumbers });
  return {
    totals,
    columns: {
      addressId: address.id,
      title: input.title,
      lines,
      province,
      taxes: totals.taxes,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      notes: input.notes,
    },
  };
}
