import { CAPTURE_FREQUENCIES, CAPTURE_INGREDIENTS, CAPTURE_PROPERTY_SIZES, CAPTURE_PROPERTY_TYPES } from "@shared/options/leads";
import { labelOf } from "@shared/options/assessment";

// The capture form's stored values, as their labels (a value no longer offered shows as stored).
export const propertyTypeLabel = (v: string) => labelOf(CAPTURE_PROPERTY_TYPES, v);
export const propertySizeLabel = (v: string) => labelOf(CAPTURE_PROPERTY_SIZES, v);
export const frequencyLabel = (v: string) => labelOf(CAPTURE_FREQUENCIES, v);
export const ingredientsLabel = (v: string) => labelOf(CAPTURE_INGREDIENTS, v);

/** A phone number as a tel: address (digits and a leading +). */
export { telHref } from "@shared/format";
