import { randomUUID } from "node:crypto";
import { isTaxedProvince, type TaxCode } from "../../../shared/billing/tax";
import { computeTotals, lineTotalCents, type Deposit } from "../../../shared/billing/totals";
import type { QuoteLine, QuoteLineForm, QuoteTotals } from "../../../shared/schemas/quotes";
import type { Config } from "../../env";
import { AppError } from "../../errors";

// The money of a billing document, quote or invoice alike: priced lines, each tax once on the
// subtotal by the service address's province, with the company's registration numbers.

export type TaxNumbers = Config["taxNumbers"];

export const registrationOf = (code: TaxCode, numbers: TaxNumbers) => (code === "QST" ? numbers.qst : numbers.gstHst);

/** The province whose taxes apply: Ontario or Quebec, else a 400 naming the address. */
export function taxedProvince(province: string | null) {
  if (isTaxedProvince(province)) return province;
  throw AppError.validation({
    addressId: province
      ? "Taxes can only be computed for a service address in Ontario or Quebec."
      : "The service address has no province: complete it in the Clients Hub first.",
  });
}

/** Lines with their ids and amounts (new lines get an id). */
export function pricedLines(lines: QuoteLineForm[]): QuoteLine[] {
  return lines.map((l) => ({
    id: l.id?.toLowerCase() ?? randomUUID(),
    description: l.description,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    lineTotalCents: lineTotalCents(l),
    optional: l.optional,
    oneTime: l.oneTime,
  }));
}

/**
 * The money of a document: the required lines and the optional lines `chosen` (a quote's, none until
 * accepted; an invoice has none), each tax once on that subtotal with the company's number for
 * it, the total and the deposit (an invoice's is none).
 */
export function priceDocument(options: {
  lines: QuoteLine[];
  province: string | null;
  deposit: Deposit;
  taxNumbers: TaxNumbers;
  chosen?: ReadonlySet<string>;
}) {
  const { lines, deposit, taxNumbers, chosen = new Set() } = options;
  const province = taxedProvince(options.province);
  const counted = lines.filter((l) => !l.optional || chosen.has(l.id));
  const totals = computeTotals(counted, province, deposit);
  const optionalSubtotalCents = lines.filter((l) => l.optional).reduce((sum, l) => sum + l.lineTotalCents, 0);
  return {
    province,
    totals: { ...totals, taxes: totals.taxes.map((t) => ({ ...t, registrationNumber: registrationOf(t.code, taxNumbers) })) } satisfies QuoteTotals,
    optionalSubtotalCents,
  };
}
