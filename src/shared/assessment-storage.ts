import { CUSTOM_SIZE } from "./options/assessment";

// How an assessment's answers are stored (docs/decisions/006-assessment-storage.md). Choices are
// stored as their values; the property size is the one answer stored as text.

/** The size as stored: the chosen size, or the visitor's own text when they chose "custom". */
export function storedPropertySize(a: { property_size: string; custom_property_size?: string | null }): string {
  return a.property_size === CUSTOM_SIZE ? (a.custom_property_size ?? "") : a.property_size;
}
