import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { consultationSchema } from "../schemas/consultation";
import { createAssessmentSchemas } from "../schemas/assessment";
import { clientLoginSchema } from "../schemas/auth";
import { cancelRequestSchema, messageBodySchema, rescheduleRequestSchema, visitRatingSchema } from "../schemas/messages";
import { changeRequestSchema, declineSchema, portalAcceptSchema } from "../schemas/quotes";
import { FIELD_LABELS, VALIDATION_MESSAGES, type FieldLabel } from "./validation";
import { ERROR_MESSAGES } from "./error-messages";
import type { FrenchMessages } from "./localize";
// The server's reader (refusals and validation messages); the forms' own covers the latter only.
import { localizeError as localizeMessage, localizeFields } from "./localize-errors";
import { FRENCH_MESSAGES as fr } from "./validation-fr";

const NBSP = "\u00a0";
const english = { validation: VALIDATION_MESSAGES, errors: ERROR_MESSAGES };
type Leaf = string | ((...args: never[]) => string);

/** Every leaf of the English messages with its path ("validation.consultation.name"). */
function leaves(node: object, path: string[] = []): [string, Leaf][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "object" ? leaves(value as object, [...path, key]) : [[[...path, key].join("."), value as Leaf] as [string, Leaf]],
  );
}
const at = (root: object, path: string) => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);

const labels = Object.keys(FIELD_LABELS) as FieldLabel[];
const withEveryLabel = (write: (en: typeof english, fr: FrenchMessages) => [(label: string) => string, (label: string) => string]) =>
  labels.map((key) => {
    const [en, french] = write(english, fr);
    return [en(FIELD_LABELS[key]), french(fr.labels[key])] as const;
  });

/** Each parameterised message: English texts and the French each must become. */
const PARAMETERISED: Record<string, (readonly [string, string])[]> = {
  "validation.assessment.email": [
    [VALIDATION_MESSAGES.assessment.email("info@example.com"), fr.validation.assessment.email("info@example.com")],
    [VALIDATION_MESSAGES.assessment.email("a.b@c.ca"), `Adresse courriel${NBSP}: veuillez entrer une adresse courriel valide (p.${NBSP}ex. a.b@c.ca)`],
  ],
  "validation.text.required": withEveryLabel((en, f) => [en.validation.text.required, f.validation.text.required]),
  "validation.text.notText": withEveryLabel((en, f) => [en.validation.text.notText, f.validation.text.notText]),
  "validation.text.tooLong": [
    ...withEveryLabel((en, f) => [(l) => en.validation.text.tooLong(l, 200), (l) => f.validation.text.tooLong(l, 200)]),
    ["Message must be at most 5000 characters", `Le message doit compter au plus 5${NBSP}000 caractères`],
    ["Note must be at most 2000 characters", `La remarque doit compter au plus 2${NBSP}000 caractères`],
  ],
  "validation.date.notText": withEveryLabel((en, f) => [en.validation.date.notText, f.validation.date.notText]),
  "validation.date.format": withEveryLabel((en, f) => [en.validation.date.format, f.validation.date.format]),
  "validation.date.notReal": [
    ...withEveryLabel((en, f) => [en.validation.date.notReal, f.validation.date.notReal]),
    ["Preferred date must be a real date", "La date souhaitée doit être une date valide"],
  ],
  "errors.notFound": [...withEveryLabel((en, f) => [en.errors.notFound, f.errors.notFound]), ["Quote not found", "La soumission est introuvable"]],
  "errors.quote.newVersion": [
    [ERROR_MESSAGES.quote.newVersion(3), fr.errors.quote.newVersion(3)],
    [ERROR_MESSAGES.quote.newVersion(12), fr.errors.quote.newVersion(12)],
  ],
  "errors.visit.tooSoon": [
    [ERROR_MESSAGES.visit.tooSoon("reschedule", 48, "613-555-0100"), fr.errors.visit.tooSoon("reschedule", 48, "613-555-0100")],
    [
      ERROR_MESSAGES.visit.tooSoon("cancel", 48, "+1 613 555 0100"),
      `Cette visite commence dans moins de 48${NBSP}heures${NBSP}: pour l’annuler, veuillez nous appeler au +1 613 555 0100.`,
    ],
  ],
};

describe("localizeMessage", () => {
  const all = leaves(english);
  const fixed = all.filter((entry): entry is [string, string] => typeof entry[1] === "string");

  test.each(fixed)("%s: the English text becomes its French", (path, text) => {
    const french = at(fr, path);
    expect(typeof french).toBe("string");
    expect(localizeMessage(text, fr)).toBe(french);
    expect(french).not.toBe(text);
  });

  test("every parameterised message has cases below", () => {
    expect(Object.keys(PARAMETERISED).sort()).toEqual(
      all
        .filter(([, v]) => typeof v === "function")
        .map(([path]) => path)
        .sort(),
    );
  });

  test.each(Object.entries(PARAMETERISED))("%s: read back from its English and written in French", (_path, cases) => {
    for (const [en, french] of cases) {
      expect(localizeMessage(en, fr)).toBe(french);
      expect(french).not.toBe(en);
    }
  });

  test("the brief's wording for the consultation form", () => {
    expect(localizeMessage("Name must be at least 2 characters", fr)).toBe("Le nom doit compter au moins 2 caractères");
    expect(localizeMessage("Please enter a valid email address", fr)).toBe("Veuillez entrer une adresse courriel valide");
    expect(localizeMessage("Special Requirements: Cannot exceed 1000 characters", fr)).toBe(
      `Exigences particulières${NBSP}: ne peut dépasser 1${NBSP}000 caractères`,
    );
  });

  test.each([
    "Title must be at most 200 characters",
    "Reason is required.",
    "Lead not found",
    "Issue date must be a real date",
    "Invalid input: expected string, received number",
    "This password is too common. Please choose one that is harder to guess.",
    "",
  ])("an unknown message stays as it is: %j", (message) => {
    expect(localizeMessage(message, fr)).toBe(message);
  });

  test("localizeFields keeps the field names and translates each message", () => {
    expect(localizeFields({ name: VALIDATION_MESSAGES.consultation.name, title: "Title is required." }, fr)).toEqual({
      name: fr.validation.consultation.name,
      title: "Title is required.",
    });
  });
});

describe("the French table", () => {
  const frenchTexts = [
    ...leaves(fr.validation).filter(([, v]) => typeof v === "string"),
    ...leaves(fr.errors).filter(([, v]) => typeof v === "string"),
    ...Object.values(PARAMETERISED).flatMap((cases) => cases.map(([, french]) => ["", french] as const)),
  ].map(([, text]) => text as string);

  test("follows Quebec typography: ’ for the apostrophe, a non-breaking space before the colon and inside « »", () => {
    for (const text of frenchTexts) {
      expect(text).not.toMatch(/'/);
      expect(text).not.toMatch(/[^\u00a0]:/);
      expect(text).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
      expect(text).not.toMatch(/ [;?!]/);
    }
  });

  test("says courriel and soumission, never e-mail, email or devis", () => {
    for (const text of frenchTexts) expect(text).not.toMatch(/\be-?mail\b|\bdevis\b/i);
  });

  test("a missing or an extra key fails to compile", () => {
    const { name: _dropped, ...withoutName } = fr.validation.consultation;
    // @ts-expect-error the name message is missing
    const missing: FrenchMessages["validation"]["consultation"] = withoutName;
    // @ts-expect-error nickname is not an English key
    const extra: FrenchMessages["validation"]["consultation"] = { ...fr.validation.consultation, nickname: "Surnom" };
    expect(Object.keys(missing)).not.toContain("name");
    expect(Object.keys(extra)).toContain("nickname");
  });
});

describe("the visitor and client schemas", () => {
  const { assessmentSchema } = createAssessmentSchemas("info@example.com");
  const messagesOf = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    return result.error!.issues.map((i) => i.message);
  };
  const long = (n: number) => "x".repeat(n + 1);

  // Bad inputs that reach each of the schemas' own messages (not zod's defaults for a wrong type).
  test.each<[string, z.ZodType, unknown]>([
    ["consultation, empty", consultationSchema, { name: "", email: "", phone: "", service: "nope" }],
    ["consultation, missing", consultationSchema, {}],
    ["assessment, empty", assessmentSchema, {}],
    [
      "assessment, wrong values",
      assessmentSchema,
      {
        full_name: "J",
        phone_number: "12345678901234",
        email: "a@b.co",
        email_verify: "c@d.co",
        postcode: "J8X 1A1",
        service_type: [],
        property_type: [],
        property_size: "custom",
        frequency: "custom",
        preferred_ingredients: "standard",
        pets: true,
        special_requirements: "<script>",
      },
    ],
    ["client login", clientLoginSchema, { email: "nope" }],
    ["message, blank", messageBodySchema, { body: "  " }],
    ["message, not text", messageBodySchema, {}],
    ["message, too long", messageBodySchema, { body: long(5000) }],
    ["reschedule, missing", rescheduleRequestSchema, { preferredWindow: "night", note: 5 }],
    ["reschedule, format", rescheduleRequestSchema, { preferredDate: "1 May", note: long(2000) }],
    ["reschedule, not a day", rescheduleRequestSchema, { preferredDate: "2026-02-30" }],
    ["cancel", cancelRequestSchema, { note: long(2000) }],
    ["rating, type", visitRatingSchema, { score: "5", comment: 5 }],
    ["rating, whole", visitRatingSchema, { score: 4.5, comment: long(2000) }],
    ["rating, range", visitRatingSchema, { score: 6 }],
    ["accept, empty", portalAcceptSchema, { optionalLineIds: ["x"] }],
    ["accept, values", portalAcceptSchema, { version: 0.5, termsAccepted: false, signedName: "J", optionalLineIds: "x" }],
    ["accept, version", portalAcceptSchema, { version: 0, termsAccepted: true, signedName: long(200) }],
    ["decline", declineSchema, { reason: "nope", comment: long(2000) }],
    ["changes, blank", changeRequestSchema, { message: " " }],
    ["changes, too long", changeRequestSchema, { message: long(5000) }],
  ])("%s: every message has its French", (_case, schema, input) => {
    for (const message of messagesOf(schema, input)) expect(localizeMessage(message, fr), message).not.toBe(message);
  });
});
