import { z } from "zod";
import { formatPhone, formatPostcode } from "../format";
import { says, worded } from "../i18n/validation";
import { DEFAULT_SERVICE_AREA, inServiceArea } from "../service-area";
import { ADD_ON_OPTIONS, CUSTOM_SIZE, FREQUENCIES, PREFERRED_INGREDIENTS, PROPERTY_TYPES, SERVICE_TYPES, sizesFor } from "../options/assessment";

// The quote assessment (spec 001 §5): one schema per step, merged into the request schema the
// server checks. Every message is the spec's (kept with their French in i18n/validation).

export const SPECIAL_REQUIREMENTS_MAX = 1000;
const SPECIAL_ALLOWED = /^[\p{L}\p{N}\s.,!?;:()\-_'"]*$/u;

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
const text = (message: ReturnType<typeof says>) => z.string(message).trim();
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** Whether the service area is the spec's own (Ottawa, "K"), whose texts the spec gives. */
export const isSpecArea = (area: readonly string[]) => area.length === 1 && area[0] === "K";

/**
 * The step schemas and the request schema. `exampleEmail` is the company's configured address,
 * which the spec's e-mail message shows as its example; `serviceArea` the postal-code prefixes the
 * company serves (company settings, decision 052), the spec's "K" by default.
 */
export function createAssessmentSchemas(exampleEmail: string, serviceArea: readonly string[] = DEFAULT_SERVICE_AREA) {
  const outsideArea = isSpecArea(serviceArea) ? says("assessment.postcodeOttawa") : says("assessment.postcodeArea", { prefixes: [...serviceArea] });
  const contactShape = {
    full_name: text(says("assessment.fullName")).min(2, says("assessment.fullName")),
    phone_number: text(says("assessment.phoneShort"))
      .min(10, says("assessment.phoneShort"))
      .refine((v) => {
        const digits = v.replace(/\D/g, "");
        return digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
      }, says("assessment.phoneFormat"))
      .transform(formatPhone),
    email: text(says("assessment.email", { example: exampleEmail }))
      .toLowerCase()
      .pipe(z.email(says("assessment.email", { example: exampleEmail }))),
    email_verify: text(says("assessment.emailVerify"))
      .toLowerCase()
      .pipe(z.email(says("assessment.emailVerify"))),
    property_address: optionalText,
    postcode: z
      .string(says("assessment.postcodeLength"))
      .transform(formatPostcode)
      .pipe(
        z
          .string()
          .min(6, says("assessment.postcodeLength"))
          .max(7, says("assessment.postcodeLength"))
          .refine((v) => /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(v.replace(/\s/g, "")) && inServiceArea(v, serviceArea), outsideArea),
      ),
    /** The optional box for news and offers (decision 053), unticked unless the visitor ticks it. */
    news_consent: z.boolean(says("newsConsent")).default(false),
  };

  const serviceShape = {
    service_type: z.array(z.enum(values(SERVICE_TYPES), says("assessment.serviceType")), says("assessment.serviceType")).min(1, says("assessment.serviceType")),
    add_on_options: z.array(z.enum(values(ADD_ON_OPTIONS))).default([]),
  };

  const propertyTypeShape = {
    property_type: z
      .array(z.enum(values(PROPERTY_TYPES), says("assessment.propertyType")), says("assessment.propertyType"))
      .min(1, says("assessment.propertyType")),
  };

  const propertySizeShape = {
    property_size: text(says("assessment.propertySize")).min(1, says("assessment.propertySize")),
    custom_property_size: optionalText,
  };

  const frequencyShape = {
    frequency: z.enum(values(FREQUENCIES), says("assessment.frequency")),
    custom_frequency: optionalText,
  };

  const preferencesShape = {
    pets: z.boolean().default(false),
    pet_type: optionalText,
    preferred_ingredients: z.enum(values(PREFERRED_INGREDIENTS), says("assessment.ingredients")),
    special_requirements: z
      .string()
      .max(SPECIAL_REQUIREMENTS_MAX, says("assessment.specialMax"))
      .regex(SPECIAL_ALLOWED, says("assessment.specialChars"))
      .optional()
      .transform((v) => v?.trim() || undefined),
  };

  type Ctx = z.RefinementCtx;
  const emailsMatch = (v: { email: string; email_verify: string }, ctx: Ctx) => {
    if (v.email !== v.email_verify) ctx.addIssue({ code: "custom", path: ["email_verify"], message: worded({ key: "assessment.emailVerify" }) });
  };
  const customSizeGiven = (v: { property_size: string; custom_property_size?: string }, ctx: Ctx) => {
    if (v.property_size === CUSTOM_SIZE && !v.custom_property_size)
      ctx.addIssue({ code: "custom", path: ["custom_property_size"], message: worded({ key: "assessment.customSize" }) });
  };
  const customFrequencyGiven = (v: { frequency: string; custom_frequency?: string }, ctx: Ctx) => {
    if (v.frequency === "custom" && !v.custom_frequency)
      ctx.addIssue({ code: "custom", path: ["custom_frequency"], message: worded({ key: "assessment.customFrequency" }) });
  };

  /** Steps 1 to 6; step 7 reviews, and the request schema checks everything together. */
  const stepSchemas = {
    1: z.object(contactShape).superRefine(emailsMatch),
    2: z.object(serviceShape),
    3: z.object(propertyTypeShape),
    4: z.object(propertySizeShape).superRefine(customSizeGiven),
    5: z.object(frequencyShape).superRefine(customFrequencyGiven),
    // Pet type is checked only at the final submit (spec 001 §5).
    6: z.object(preferencesShape),
  } as const;

  /** The whole request, as the server checks it. */
  const assessmentSchema = z
    .object({ ...contactShape, ...serviceShape, ...propertyTypeShape, ...propertySizeShape, ...frequencyShape, ...preferencesShape })
    .superRefine((v, ctx) => {
      emailsMatch(v, ctx);
      customSizeGiven(v, ctx);
      customFrequencyGiven(v, ctx);
      const sizes = sizesFor(v.property_type);
      if (v.property_size !== CUSTOM_SIZE && !sizes.includes(v.property_size)) {
        ctx.addIssue({ code: "custom", path: ["property_size"], message: worded({ key: "assessment.propertySize" }) });
      }
      if (v.pets && !v.pet_type) ctx.addIssue({ code: "custom", path: ["pet_type"], message: worded({ key: "assessment.petType" }) });
    })
    .transform((v) => ({
      ...v,
      // Add-ons belong to Specialty Cleaning; a pet type only to a property with pets.
      add_on_options: v.service_type.includes("specialty") ? v.add_on_options : [],
      pet_type: v.pets ? v.pet_type : undefined,
      custom_property_size: v.property_size === CUSTOM_SIZE ? v.custom_property_size : undefined,
      custom_frequency: v.frequency === "custom" ? v.custom_frequency : undefined,
    }));

  return { stepSchemas, assessmentSchema };
}

/** The fields each step validates before the visitor may go forward. */
export const STEP_FIELDS = {
  1: ["full_name", "phone_number", "email", "email_verify", "postcode"],
  2: ["service_type"],
  3: ["property_type"],
  4: ["property_size", "custom_property_size"],
  5: ["frequency", "custom_frequency"],
  6: ["preferred_ingredients"],
} as const;

type AssessmentSchema = ReturnType<typeof createAssessmentSchemas>["assessmentSchema"];
export type AssessmentInput = z.input<AssessmentSchema>;
export type Assessment = z.output<AssessmentSchema>;

/** POST /api/assessments: the stored assessment (201, or 200 for a repeated Idempotency-Key). */
export type AssessmentReceived = { id: string };
