import type { Deposit } from "../../../shared/billing/totals";
import type { QuoteLineForm } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { addressOf } from "../billing/document-parties";
import { documentValues } from "../billing/document-values";
import type { TaxNumbers } from "../billing/pricing";
import { storedDeposit } from "./quote-record";
import { QUOTE_TERMS } from "./quote-terms";

/**
 * The stored columns of a quote as staff wrote it: those of any billing document, then what only a
 * quote has: the deposit, the valid-until date (30 days by default, never past) and the terms in
 * force, in the client's language.
 */
export async function quoteValues(
  tx: Db,
  input: { clientId: string; addressId: string; lines: QuoteLineForm[]; deposit: Deposit; validUntil: string; notes: string | null; title: string },
  options: { today: string; taxNumbers: TaxNumbers },
) {
  const address = await addressOf(tx, input.clientId, input.addressId);
  if (input.validUntil < options.today) throw AppError.validation({ validUntil: "Valid Until must be today or later." });
  const { totals, columns } = documentValues(address, input, options.taxNumbers);
  if (input.deposit.kind === "amount" && input.deposit.amountCents > totals.totalCents) {
    throw AppError.validation({ deposit: "Deposit amount must not be more than the total." });
  }
  return {
    ...columns,
    depositCents: totals.depositCents,
    ...storedDeposit(input.deposit),
    validUntil: input.validUntil,
    termsVersion: QUOTE_TERMS.version,
    termsText: QUOTE_TERMS.text[address.language],
  };
}
