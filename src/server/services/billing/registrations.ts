import type { QuoteTax } from "../../../shared/schemas/quotes";
import { missingRegistrations, missingRegistrationText } from "../../../shared/billing/registrations";
import { AppError } from "../../errors";
import { registrationOf, type TaxNumbers } from "./pricing";

/**
 * The taxes of a quote being sent or an invoice being issued, with the company's registration
 * numbers as they are now (a draft saved before a number was set gets it); a 409 naming what to
 * set when the company has none for a tax the document charges.
 */
export function withRegistrations(document: "quote" | "invoice", taxes: readonly QuoteTax[], numbers: TaxNumbers): QuoteTax[] {
  const missing = missingRegistrations(taxes, numbers);
  if (missing.length) throw new AppError("conflict", missingRegistrationText(document, taxes, missing));
  return taxes.map((t) => ({ ...t, registrationNumber: registrationOf(t.code, numbers) }));
}
