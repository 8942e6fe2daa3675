import { addDays } from "../../../shared/calendar-date";
import type { InvoiceLine, InvoiceLineInput, PaymentTerms } from "../../../shared/schemas/invoices";
import { PAYMENT_TERM_DAYS } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { pricedLines, priceQuote, type TaxNumbers } from "../quotes/price-quote";
import { addressOf } from "../quotes/quote-values";

/** Lines without the optional flag (an invoice bills what was chosen). */
export const invoiceLines = (
  lines: readonly { id: string; description: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[],
): InvoiceLine[] =>
  lines.map(({ id, description, quantity, unitPriceCents, lineTotalCents }) => ({ id, description, quantity, unitPriceCents, lineTotalCents }));

/**
 * The stored money columns of an invoice staff wrote: lines priced, each tax once on the subtotal
 * by the service address's province (Ontario or Quebec, else a 400 naming addressId), with the
 * company's numbers.
 */
export async function invoiceValues(
  tx: Db,
  input: { clientId: string; addressId: string; lines: InvoiceLineInput[]; terms: PaymentTerms; notes: string | null; title: string },
  taxNumbers: TaxNumbers,
) {
  const address = await addressOf(tx, input.clientId, input.addressId);
  const lines = pricedLines(input.lines.map((l) => ({ ...l, optional: false })));
  const { province, totals } = priceQuote({ lines, province: address.province, deposit: { kind: "none" }, taxNumbers });
  return {
    addressId: address.id,
    title: input.title,
    lines: invoiceLines(lines),
    province,
    taxes: totals.taxes,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    terms: input.terms,
    notes: input.notes,
  };
}

/** The due date of an invoice issued on `issueDate` with `terms`. */
export const dueDateFor = (issueDate: string, terms: PaymentTerms) => addDays(issueDate, PAYMENT_TERM_DAYS[terms]);
