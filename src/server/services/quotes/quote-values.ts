import { and, eq } from "drizzle-orm";
import type { Deposit } from "../../../shared/billing/totals";
import type { QuoteLineForm } from "../../../shared/schemas/quotes";
import type { Db } from "../../db/client";
import { clientAddresses, clients } from "../../db/schema/index";
import { AppError } from "../../errors";
import { pricedLines, priceQuote, type TaxNumbers } from "./price-quote";
import { storedDeposit } from "./quote-record";
import { QUOTE_TERMS } from "./quote-terms";

/** One of the client's addresses, with the client's language; a 400 naming addressId otherwise. */
export async function addressOf(tx: Db, clientId: string, addressId: string) {
  const [address] = await tx
    .select({ id: clientAddresses.id, province: clientAddresses.province, language: clients.language })
    .from(clientAddresses)
    .innerJoin(clients, eq(clients.id, clientAddresses.clientId))
    .where(and(eq(clientAddresses.id, addressId), eq(clientAddresses.clientId, clientId)));
  if (!address) throw AppError.validation({ addressId: "Service address not found for this client." });
  return address;
}

/**
 * The stored columns of a quote as staff wrote it: lines priced, taxes by the address's province
 * with the company's numbers, the deposit, the valid-until date (30 days by default, never past)
 * and the terms in force, in the client's language.
 */
export async function quoteValues(
  tx: Db,
  input: { clientId: string; addressId: string; lines: QuoteLineForm[]; deposit: Deposit; validUntil: string; notes: string | null; title: string },
  options: { today: string; taxNumbers: TaxNumbers },
) {
  const address = await addressOf(tx, input.clientId, input.addressId);
  if (input.validUntil < options.today) throw AppError.validation({ validUntil: "Valid Until must be today or later." });
  const lines = pricedLines(input.lines);
  const { province, totals } = priceQuote({ lines, province: address.province, deposit: input.deposit, taxNumbers: options.taxNumbers });
  if (input.deposit.kind === "amount" && input.deposit.amountCents > totals.totalCents) {
    throw AppError.validation({ deposit: "Deposit amount must not be more than the total." });
  }
  return {
    addressId: address.id,
    title: input.title,
    lines,
    province,
    taxes: totals.taxes,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    depositCents: totals.depositCents,
    ...storedDeposit(input.deposit),
    notes: input.notes,
    validUntil: input.validUntil,
    termsVersion: QUOTE_TERMS.version,
    termsText: QUOTE_TERMS.text[address.language],
  };
}
