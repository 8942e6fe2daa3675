import type { FieldErrors, Resolver } from "react-hook-form";
import { parseIn, type ValidationMessage } from "@shared/i18n/validation";
import { createAssessmentSchemas, STEP_FIELDS } from "@shared/schemas/assessment";
import { DEFAULT_SERVICE_AREA } from "@shared/service-area";
import { site } from "~/site";

/** What the form holds while being filled in (every choice may still be empty). */
export type FormValues = {
  full_name: string;
  phone_number: string;
  email: string;
  email_verify: string;
  property_address: string;
  postcode: string;
  news_consent: boolean;
  service_type: string[];
  add_on_options: string[];
  property_type: string[];
  property_size: string;
  custom_property_size: string;
  frequency: string;
  custom_frequency: string;
  pets: boolean;
  pet_type: string;
  preferred_ingredients: string;
  special_requirements: string;
};
export type FieldName = keyof FormValues;

export const EMPTY: FormValues = {
  full_name: "",
  phone_number: "",
  email: "",
  email_verify: "",
  property_address: "",
  postcode: "",
  news_consent: false,
  service_type: [],
  add_on_options: [],
  property_type: [],
  property_size: "",
  custom_property_size: "",
  frequency: "",
  custom_frequency: "",
  pets: false,
  pet_type: "",
  preferred_ingredients: "",
  special_requirements: "",
};

export const FIELD_NAMES = Object.keys(EMPTY) as FieldName[];
export const TOTAL_STEPS = 7;
export type FormStep = 1 | 2 | 3 | 4 | 5 | 6;
export const FORM_STEPS: FormStep[] = [1, 2, 3, 4, 5, 6];

const schemasByArea = new Map<string, ReturnType<typeof createAssessmentSchemas>>();
/**
 * The schemas for the service area the server gave (company settings, decision 052); the spec's
 * "K" until it answers (the prerendered page's note says that one).
 */
export function schemasFor(area: readonly string[] = DEFAULT_SERVICE_AREA) {
  const key = area.join(",");
  if (!schemasByArea.has(key)) schemasByArea.set(key, createAssessmentSchemas(site.email, area));
  return schemasByArea.get(key)!;
}
export const { stepSchemas, assessmentSchema } = schemasFor();

/** The step on which each field is entered. */
export const STEP_OF: Record<FieldName, FormStep> = {
  full_name: 1,
  phone_number: 1,
  email: 1,
  email_verify: 1,
  property_address: 1,
  postcode: 1,
  news_consent: 1,
  service_type: 2,
  add_on_options: 2,
  property_type: 3,
  property_size: 4,
  custom_property_size: 4,
  frequency: 5,
  custom_frequency: 5,
  pets: 6,
  pet_type: 6,
  preferred_ingredients: 6,
  special_requirements: 6,
};

/** The fields that must be valid before leaving a step forward. */
export const gatedFields = (step: FormStep): FieldName[] => [...STEP_FIELDS[step]];

/**
 * Checks every step's schema on its own, so one step's empty fields never hide another step's
 * messages, plus the cross-field rules that a step schema skips while its fields are incomplete;
 * the messages in `words`'s language.
 */
export const assessmentResolver =
  (words: (message: ValidationMessage) => string, area: readonly string[] = DEFAULT_SERVICE_AREA): Resolver<FormValues> =>
  (values) => {
    const { stepSchemas } = schemasFor(area);
    const errors: Record<string, { type: string; message: string }> = {};
    const add = (name: string, message: string) => {
      errors[name] ??= { type: "validate", message };
    };
    for (const step of FORM_STEPS) {
      const result = parseIn(words, stepSchemas[step], values);
      if (!result.success) for (const issue of result.error.issues) add(String(issue.path[0]), issue.message);
    }
    const verify = values.email_verify.trim().toLowerCase();
    if (verify && verify !== values.email.trim().toLowerCase()) add("email_verify", words({ key: "assessment.emailVerify" }));
    if (values.pets && !values.pet_type.trim()) add("pet_type", words({ key: "assessment.petType" }));
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<FormValues> };
    return { values, errors: {} };
  };
