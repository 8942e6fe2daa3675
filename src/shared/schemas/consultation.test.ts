import { describe, expect, test } from "vitest";
import { CONSULTATION_SERVICES } from "../options/services";
import { FRENCH_MESSAGES, frenchValidation } from "../i18n/validation-fr";
import { parseIn } from "../i18n/validation";
import { consultationSchema } from "./consultation";

const NAME = "Name must be at least 2 characters";
const EMAIL = "Please enter a valid email address";
const PHONE = "Please enter a valid phone number";
const SERVICE = "Please choose a service from the list";
const NEWS = "News and offers: the box must be ticked (true) or not (false)";
const valid = { name: "Al", email: "john@example.com", phone: "6135551234" };

/** Each field's first message, as the form and the API show it. */
function messages(input: unknown): Record<string, string> {
  const result = consultationSchema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("consultation schema (spec 000 §5)", () => {
  test.each([
    { change: { name: "" }, errors: { name: NAME } },
    { change: { name: "A" }, errors: { name: NAME } },
    { change: { name: " A " }, errors: { name: NAME } },
    { change: { name: "Al" }, errors: {} },
    { change: { name: undefined }, errors: { name: NAME } },
    { change: { email: "" }, errors: { email: EMAIL } },
    { change: { email: "john@" }, errors: { email: EMAIL } },
    { change: { email: "john.example.com" }, errors: { email: EMAIL } },
    { change: { email: "john@example" }, errors: { email: EMAIL } },
    { change: { email: "john@example.com" }, errors: {} },
    { change: { email: null }, errors: { email: EMAIL } },
    { change: { phone: "" }, errors: { phone: PHONE } },
    { change: { phone: "613555123" }, errors: { phone: PHONE } },
    { change: { phone: "6135551234" }, errors: {} },
    // The rule counts characters only.
    { change: { phone: "613-555-12" }, errors: {} },
    { change: { phone: 6135551234 }, errors: { phone: PHONE } },
    { change: { service: "" }, errors: {} },
    { change: { service: "other" }, errors: {} },
    { change: { service: "windows" }, errors: { service: SERVICE } },
    { change: { company: "C".repeat(300), message: "M".repeat(5000) }, errors: {} },
  ])("$change gives $errors", ({ change, errors }) => {
    expect(messages({ ...valid, ...change })).toEqual(errors);
  });

  test("the empty form gets the three required-field messages", () => {
    expect(messages({ name: "", email: "", phone: "", company: "", service: "", message: "" })).toEqual({
      name: NAME,
      email: EMAIL,
      phone: PHONE,
    });
  });

  test("accepts every listed service", () => {
    for (const { value } of CONSULTATION_SERVICES) {
      expect(consultationSchema.parse({ ...valid, service: value }).service).toBe(value);
    }
  });

  test("trims, lowercases the e-mail and turns blank optional fields into undefined", () => {
    expect(
      consultationSchema.parse({
        name: "  Jane Doe ",
        email: " Jane@Example.COM ",
        phone: " 613-555-0100 ",
        company: "   ",
        service: "",
        message: "",
      }),
    ).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "613-555-0100",
      company: undefined,
      service: undefined,
      message: undefined,
      newsConsent: false,
    });
  });

  test("drops unknown keys and keeps the honeypot", () => {
    expect(consultationSchema.parse({ ...valid, admin: true, website: "x" })).toEqual({ ...valid, newsConsent: false, website: "x" });
  });
});

describe("the news-and-offers box (decision 053)", () => {
  test("unticked unless ticked: missing is false, true and false are kept", () => {
    expect(consultationSchema.parse(valid).newsConsent).toBe(false);
    expect(consultationSchema.parse({ ...valid, newsConsent: true }).newsConsent).toBe(true);
    expect(consultationSchema.parse({ ...valid, newsConsent: false }).newsConsent).toBe(false);
  });

  test.each([["true"], ["on"], [1], [null], [{}]])("%j is refused with a message naming the field, in each language", (value) => {
    expect(messages({ ...valid, newsConsent: value })).toEqual({ newsConsent: NEWS });
    const french = parseIn(frenchValidation, consultationSchema, { ...valid, newsConsent: value });
    expect(french.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["newsConsent", FRENCH_MESSAGES.validation.newsConsent]]);
  });
});
