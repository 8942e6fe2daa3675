import type { Province } from "../schemas/clients";

// Sales taxes on a document, by the province of its service address. Rates are integers in parts
// per 100,000 (13% = 13000, 9.975% = 9975) so every computation stays exact in integers.

export const RATE_SCALE = 100_000;

export type TaxCode = "HST" | "GST" | "QST";
export type TaxRate = { code: TaxCode; rate: number };

/** Provinces the company invoices in, with their taxes; each tax is on the pre-tax amount. */
export const TAX_RATES = {
  ON: [{ code: "HST", rate: 13_000 }],
  QC: [
    { code: "GST", rate: 5_000 },
    { code: "QST", rate: 9_975 },
  ],
} as const satisfies Partial<Record<Province, readonly TaxRate[]>>;

export type TaxedProvince = keyof typeof TAX_RATES;
export const TAXED_PROVINCES = Object.keys(TAX_RATES) as TaxedProvince[];
export const isTaxedProvince = (p: string | null | undefined): p is TaxedProvince => p != null && Object.hasOwn(TAX_RATES, p);

/** a / b rounded half-up, for a ≥ 0 and b > 0 (BigInt: no precision is lost however large). */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}
