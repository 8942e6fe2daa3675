// The service area: the postal-code prefixes the assessment form accepts (company settings,
// decision 052). Apart from the settings' schema, so the public form loads only this.

/** A postal-code prefix of the service area: a letter, a letter and a digit, or a whole FSA (K1A). */
export const SERVICE_AREA_PREFIX = /^[A-Z](\d[A-Z]?)?$/;
/** The spec's service area: Ottawa postal codes, which start with K (spec 001 §3). */
export const DEFAULT_SERVICE_AREA: readonly string[] = ["K"];

/** Whether a postal code (any case and spacing) is in the service area. */
export function inServiceArea(postalCode: string, prefixes: readonly string[]): boolean {
  const code = postalCode.replace(/\s/g, "").toUpperCase();
  return prefixes.some((p) => code.startsWith(p));
}

/** GET /api/assessments/service-area. */
export type ServiceArea = { prefixes: string[] };
