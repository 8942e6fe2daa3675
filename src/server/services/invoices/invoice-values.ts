import { addDays } from "../../../shared/calendar-date";
import type { InvoiceLine, InvoiceLineInput, PaymentTerms } from "../../../shared/schemas/invoices";
import { PAYMENT_TERM_DAYS } from "../../../shared/schemas/invoices";
import type { Db } from "../../db/client";
import { addressOf } from "../billing/document-parties";
import { documentValues } from "../billing/document-values";
import type { TaxNumbers } from "../billing/pricing";

/** Lines without the optional flag (an invoice bills what was chosen). */
export const invoiceLines = (
  lines: readonly { id: string; description: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[],
): InvoiceLine[] =>
  lines.map(({ id, description, quantity, unitPriceCents, lineTotalCents }) => ({ id, description, quantity, unitPriceCents, lineTotalCents }));

/**
 * The stored columns of an invoice staff wrote: those of any billing document (Ontario or Quebec
 * taxes, else a 400 naming addressId), with no optional lines and no deposit, and its payment terms.
 */
export async function invoiceValues(
  tx: Db,
  input: { clientId: string; addressId: string; lines: InvoiceLineInput[]; terms: PaymentTerms; notes: string | null; title: string },
  taxNumbers: TaxNumbers,
) {
  const address = await addressOf(tx, input.clientId, input.addressId);
  const lines = input.lines.map((l) => ({ ...l, optional: false, oneTime: false }));
  const { columns } = documentValues(address, { ...input, lines, deposit: { kind: "none" } }, taxNumbers);
  return { ...columns, lines: invoiceLines(columns.lines), terms: input.terms };
}

/** The due date of an invoice issued on `issueDate` with `terms`. */
export const dueDateFor = (issueDate: string, terms: PaymentTerms) => addDays(issueDate, PAYMENT_TERM_DAYS[terms]);
