import type { TaxCode } from "./tax";

// A quote or an invoice that charges a tax prints the company's registration number for it (the
// CRA's GST/HST number for HST and GST, Revenu Québec's QST number for QST): one cannot be sent
// or issued without it (decision 052).

export type TaxNumberName = "GST/HST" | "QST";

export const numberNameOf = (code: TaxCode): TaxNumberName => (code === "QST" ? "QST" : "GST/HST");

/** The registration numbers the taxes need and the company lacks, by name ("GST/HST", "QST"). */
export function missingRegistrations(taxes: readonly { code: TaxCode }[], numbers: { gstHst: string | null; qst: string | null }): TaxNumberName[] {
  const names = new Set(taxes.map((t) => numberNameOf(t.code)));
  return [...names].filter((n) => !(n === "QST" ? numbers.qst : numbers.gstHst));
}

/** "This quote charges HST: set the company's GST/HST registration number in Settings before sending it." */
export function missingRegistrationText(document: "quote" | "invoice", taxes: readonly { code: TaxCode }[], missing: readonly TaxNumberName[]): string {
  const charged = [...new Set(taxes.map((t) => t.code))].filter((c) => missing.includes(numberNameOf(c)));
  const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items[0]!);
  const numbers = missing.length > 1 ? `${list([...missing])} registration numbers` : `${missing[0]} registration number`;
  return `This ${document} charges ${list(charged)}: set the company's ${numbers} in Settings before ${document === "quote" ? "sending" : "issuing"} it.`;
}
