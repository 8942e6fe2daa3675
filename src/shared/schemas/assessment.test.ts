import { describe, expect, test } from "vitest";
import { sizesFor } from "../options/assessment";
import { VALIDATION_MESSAGES } from "../i18n/validation";
import { createAssessmentSchemas } from "./assessment";

const MESSAGES = VALIDATION_MESSAGES.assessment;

const { stepSchemas, assessmentSchema } = createAssessmentSchemas("info@company.ca");
const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path[0] === field)?.message;

describe("step 1: contact", () => {
  const valid = { full_name: "Jo", phone_number: "613-555-0100", email: "jo@x.ca", email_verify: "JO@x.ca", postcode: "K1A 1A1" };
  test("valid input passes; the address is optional; e-mails compare case-insensitively", () => {
    expect(stepSchemas[1].safeParse(valid).success).toBe(true);
  });
  test.each([
    ["full_name", "J", MESSAGES.fullName],
    ["phone_number", "613-555-01", MESSAGES.phoneFormat],
    ["phone_number", "613555010", MESSAGES.phoneShort],
    ["phone_number", "2-613-555-0100", MESSAGES.phoneFormat],
    ["email", "jo@", "Email Address: Please enter a valid email format (e.g., info@company.ca)"],
    ["email_verify", "jo@y.ca", MESSAGES.emailVerify],
    ["postcode", "K1A1", MESSAGES.postcodeLength],
    ["postcode", "H2X 1Y4", MESSAGES.postcodeOttawa],
    ["postcode", "KKA 1A1", MESSAGES.postcodeOttawa],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(firstError(stepSchemas[1].safeParse({ ...valid, [field]: value }), field)).toBe(message);
  });
  test.each(["6135550100", "613-555-0100", "1-613-555-0100", "16135550100"])("phone %s is accepted", (phone) => {
    expect(stepSchemas[1].safeParse({ ...valid, phone_number: phone }).success).toBe(true);
  });
});

describe("steps 2 to 6", () => {
  test("service types: at least one", () => {
    expect(firstError(stepSchemas[2].safeParse({ service_type: [] }), "service_type")).toBe(MESSAGES.serviceType);
    expect(stepSchemas[2].safeParse({ service_type: ["specialty"], add_on_options: [] }).success).toBe(true);
  });
  test("property types: at least one", () => {
    expect(firstError(stepSchemas[3].safeParse({ property_type: [] }), "property_type")).toBe(MESSAGES.propertyType);
  });
  test("size: required, and a custom size needs its text", () => {
    expect(firstError(stepSchemas[4].safeParse({ property_size: "" }), "property_size")).toBe(MESSAGES.propertySize);
    expect(firstError(stepSchemas[4].safeParse({ property_size: "custom" }), "custom_property_size")).toBe(MESSAGES.customSize);
  });
  test("frequency: required, and a custom schedule needs its text", () => {
    expect(firstError(stepSchemas[5].safeParse({}), "frequency")).toBe(MESSAGES.frequency);
    expect(firstError(stepSchemas[5].safeParse({ frequency: "custom" }), "custom_frequency")).toBe(MESSAGES.customFrequency);
  });
  test.each([
    ["a".repeat(1000), undefined],
    ["a".repeat(1001), MESSAGES.specialMax],
    ['Use the side door (code: 1234), please! Isn\'t it "fine"? Ça va; merci_beaucoup - ok.', undefined],
    ["<b>bold</b>", MESSAGES.specialChars],
    ["50% off", MESSAGES.specialChars],
  ])("special requirements %#", (value, message) => {
    expect(firstError(stepSchemas[6].safeParse({ preferred_ingredients: "standard", special_requirements: value }), "special_requirements")).toBe(message);
  });
  test("ingredients: required; pet type is not checked on step 6", () => {
    expect(firstError(stepSchemas[6].safeParse({ pets: true }), "preferred_ingredients")).toBe(MESSAGES.ingredients);
    expect(stepSchemas[6].safeParse({ pets: true, preferred_ingredients: "standard" }).success).toBe(true);
  });
});

test("the request schema checks the pet type and that the size fits the property types", () => {
  const base = {
    full_name: "Jo",
    phone_number: "6135550100",
    email: "jo@x.ca",
    email_verify: "jo@x.ca",
    postcode: "k1a1a1",
    service_type: ["regular"],
    property_type: ["office"],
    property_size: "1,001 – 2,500 sq. ft.",
    frequency: "monthly",
    preferred_ingredients: "standard",
  };
  expect(assessmentSchema.safeParse(base).success).toBe(true);
  expect(firstError(assessmentSchema.safeParse({ ...base, pets: true }), "pet_type")).toBe(MESSAGES.petType);
  expect(firstError(assessmentSchema.safeParse({ ...base, property_size: "1 Bedroom" }), "property_size")).toBe(MESSAGES.propertySize);
});

test("the news-and-offers box (decision 053): optional, false unless ticked, a boolean or a 400 naming it", () => {
  const base = {
    full_name: "Jo",
    phone_number: "6135550100",
    email: "jo@x.ca",
    email_verify: "jo@x.ca",
    postcode: "K1A 1A1",
    service_type: ["regular"],
    property_type: ["office"],
    property_size: "1,001 – 2,500 sq. ft.",
    frequency: "monthly",
    preferred_ingredients: "standard",
  };
  expect(assessmentSchema.parse(base).news_consent).toBe(false);
  expect(assessmentSchema.parse({ ...base, news_consent: true }).news_consent).toBe(true);
  // The contact step checks it too, where the box is.
  expect(stepSchemas[1].parse({ ...base, news_consent: true }).news_consent).toBe(true);
  for (const bad of ["yes", 0, null]) {
    expect(firstError(assessmentSchema.safeParse({ ...base, news_consent: bad }), "news_consent")).toBe(VALIDATION_MESSAGES.newsConsent);
    expect(firstError(stepSchemas[1].safeParse({ ...base, news_consent: bad }), "news_consent")).toBe(VALIDATION_MESSAGES.newsConsent);
  }
});

test("sizes depend on the property types", () => {
  expect(sizesFor([])).toEqual([]);
  expect(sizesFor(["home"])).toEqual(["Studio / Bachelor", "1 Bedroom", "2 Bedrooms", "3 Bedrooms", "4+ Bedrooms"]);
  expect(sizesFor(["post-construction"])[0]).toBe("Under 1,000 sq. ft.");
  expect(sizesFor(["office", "post-construction"])).toEqual([
    "0 – 1,000 sq. ft.",
    "1,001 – 2,500 sq. ft.",
    "2,501 – 5,000 sq. ft.",
    "5,001 – 10,000 sq. ft.",
    "10,000+ sq. ft.",
    "Under 1,000 sq. ft.",
  ]);
});
