import { storedPropertySize } from "../../../shared/assessment-storage";
import { ADD_ON_OPTIONS, FREQUENCIES, PREFERRED_INGREDIENTS, PROPERTY_TYPES, SERVICE_TYPES, labelOf } from "../../../shared/options/assessment";
import type { Assessment } from "../../../shared/schemas/assessment";

const list = (options: readonly { value: string; label: string }[], values: readonly string[]) =>
  values.length ? values.map((v) => labelOf(options, v)).join(", ") : "None selected";

/** Every field of an assessment as "Label: value" lines, shared by both e-mails. */
export function assessmentLines(a: Assessment): string[] {
  return [
    `Name: ${a.full_name}`,
    `Phone: ${a.phone_number}`,
    `Email: ${a.email}`,
    `Property Address: ${a.property_address ?? "Not specified"}`,
    `Postcode: ${a.postcode}`,
    `Service Type: ${list(SERVICE_TYPES, a.service_type)}`,
    `Add-ons: ${list(ADD_ON_OPTIONS, a.add_on_options)}`,
    `Property Type: ${list(PROPERTY_TYPES, a.property_type)}`,
    `Property Size: ${storedPropertySize(a)}`,
    `Frequency: ${a.frequency === "custom" ? `${labelOf(FREQUENCIES, a.frequency)}: ${a.custom_frequency}` : labelOf(FREQUENCIES, a.frequency)}`,
    `Pets: ${a.pets ? "Yes" : "No"}`,
    `Pet Type: ${a.pet_type ?? "N/A"}`,
    `Preferred Ingredients: ${labelOf(PREFERRED_INGREDIENTS, a.preferred_ingredients)}`,
    `Special Requirements: ${a.special_requirements ?? "None"}`,
  ];
}
