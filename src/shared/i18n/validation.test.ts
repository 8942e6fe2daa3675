import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { consultationSchema } from "../schemas/consultation";
import { createAssessmentSchemas } from "../schemas/assessment";
import { clientLoginSchema } from "../schemas/auth";
import { cancelRequestSchema, messageBodySchema, rescheduleRequestSchema, visitRatingSchema } from "../schemas/messages";
import { portalLanguageSchema } from "../schemas/portal-language";
import { portalPrivacyRequestSchema } from "../schemas/privacy";
import { changeRequestSchema, declineSchema, portalAcceptSchema, voidSchema } from "../schemas/quotes";
import { ERROR_MESSAGES, type ErrorMessage } from "./error-messages";
import { wordsOf } from "./message";
import { englishValidation, FIELD_LABELS, parseIn, VALIDATION_MESSAGES, type FieldLabel, type ValidationMessage } from "./validation";
import { FRENCH_MESSAGES as fr, frenchValidation, type FrenchMessages } from "./validation-fr";

const NBSP = "\u00a0";

/** Each table's messages worded in each language. */
const words = {
  validation: { en: englishValidation, fr: frenchValidation },
  errors: {
    en: wordsOf({ texts: ERROR_MESSAGES, labels: FIELD_LABELS }),
    fr: wordsOf({ texts: fr.errors, labels: fr.labels }),
  },
};
type Table = keyof typeof words;
const say = (table: Table, language: "en" | "fr", message: object) => (words[table][language] as (m: object) => string)(message);

type Leaf = string | ((params: never) => string);
/** Every key of a table with its English leaf ("consultation.name"). */
function leaves(node: object, path: string[] = []): [string, Leaf][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "object" ? leaves(value as object, [...path, key]) : [[[...path, key].join("."), value as Leaf] as [string, Leaf]],
  );
}
const KEYS = { validation: leaves(VALIDATION_MESSAGES), errors: leaves(ERROR_MESSAGES) };

/** Each parameterised key: parameters, and the English and the French they read. */
const PARAMETERISED: Record<string, [object, string, string][]> = {
  "validation.assessment.email": [
    [
      { example: "a.b@c.ca" },
      "Email Address: Please enter a valid email format (e.g., a.b@c.ca)",
      `Adresse courriel${NBSP}: veuillez entrer une adresse courriel valide (p.${NBSP}ex. a.b@c.ca)`,
    ],
  ],
  "validation.assessment.postcodeArea": [
    [
      { prefixes: ["K", "J8", "J9"] },
      'Postcode: Must be a postal code in our service area. Postal codes must start with "K", "J8" or "J9".',
      `Code postal${NBSP}: veuillez entrer un code postal de notre zone de service. Les codes postaux doivent commencer par «${NBSP}K${NBSP}», «${NBSP}J8${NBSP}» ou «${NBSP}J9${NBSP}».`,
    ],
    [
      { prefixes: ["J9"] },
      'Postcode: Must be a postal code in our service area. Postal codes must start with "J9".',
      `Code postal${NBSP}: veuillez entrer un code postal de notre zone de service. Les codes postaux doivent commencer par «${NBSP}J9${NBSP}».`,
    ],
  ],
  "validation.text.required": [
    [{ label: "note" }, "Note is required.", "La remarque est obligatoire."],
    [{ label: "fullName" }, "Full name is required.", "Le nom complet est obligatoire."],
  ],
  "validation.text.notText": [[{ label: "comment" }, "Comment must be text", "Le commentaire doit être du texte"]],
  "validation.text.tooLong": [
    [{ label: "message", max: 5000 }, "Message must be at most 5000 characters", `Le message doit compter au plus 5${NBSP}000 caractères`],
    [{ label: "note", max: 2000 }, "Note must be at most 2000 characters", `La remarque doit compter au plus 2${NBSP}000 caractères`],
  ],
  "validation.date.notText": [[{ label: "preferredDate" }, "Preferred date must be a date", "La date souhaitée doit être une date"]],
  "validation.date.format": [[{ label: "preferredDate" }, "Preferred date must be a date (yyyy-mm-dd)", "La date souhaitée doit être une date (aaaa-mm-jj)"]],
  "validation.date.notReal": [[{ label: "preferredDate" }, "Preferred date must be a real date", "La date souhaitée doit être une date valide"]],
  "errors.notFound": [
    [{ label: "quote" }, "Quote not found", "La soumission est introuvable"],
    [{ label: "serviceVisit" }, "Service visit not found", "La visite est introuvable"],
  ],
  "errors.quote.withdrawn": [
    [
      { at: "2026-12-01T15:30:00.000Z" },
      "This quote was withdrawn on December 1, 2026 — please contact us.",
      "Cette soumission a été retirée le 1er décembre 2026 — veuillez communiquer avec nous.",
    ],
    // Late in the evening in Ottawa is still that day there, though it is the next day in UTC.
    [
      { at: "2026-11-28T03:30:00.000Z" },
      "This quote was withdrawn on November 27, 2026 — please contact us.",
      "Cette soumission a été retirée le 27 novembre 2026 — veuillez communiquer avec nous.",
    ],
  ],
  "errors.quote.replaced": [
    [
      { at: "2026-11-23T18:05:00.000Z", version: 3 },
      "This quote was replaced on November 23, 2026 by a newer version (version 3). Please review the latest version before you answer.",
      "Cette soumission a été remplacée le 23 novembre 2026 par une nouvelle version (version 3). Veuillez consulter la dernière version avant de répondre.",
    ],
  ],
  "errors.visit.tooSoon": [
    [
      { kind: "reschedule", hours: 48, phone: "613-555-0100" },
      "This visit starts within 48 hours: to have it moved, please call us at 613-555-0100.",
      `Cette visite commence dans moins de 48${NBSP}heures${NBSP}: pour la déplacer, veuillez nous appeler au 613-555-0100.`,
    ],
    [
      { kind: "cancel", hours: 48, phone: "+1 613 555 0100" },
      "This visit starts within 48 hours: to have it cancelled, please call us at +1 613 555 0100.",
      `Cette visite commence dans moins de 48${NBSP}heures${NBSP}: pour l’annuler, veuillez nous appeler au +1 613 555 0100.`,
    ],
  ],
  "errors.photo.tooLarge": [
    [{ maxMb: 10 }, "The photo is larger than 10 MB: send a smaller one.", `La photo dépasse 10${NBSP}Mo${NBSP}: envoyez-en une plus petite.`],
  ],
  "errors.photo.tooManyPixels": [
    [
      { megapixels: 100 },
      "The photo has more than 100 megapixels: send a smaller one.",
      `La photo dépasse 100${NBSP}mégapixels${NBSP}: envoyez-en une plus petite.`,
    ],
  ],
  "errors.photo.visitClosed": [
    [{ status: "cancelled" }, "This visit was cancelled: it takes no photos.", `Cette visite a été annulée${NBSP}: elle ne reçoit pas de photos.`],
    [{ status: "missed" }, "This visit was missed: it takes no photos.", `Cette visite a été manquée${NBSP}: elle ne reçoit pas de photos.`],
  ],
  "errors.photo.tooMany": [
    [
      { kind: "before", max: 20 },
      "This visit already has 20 photos before the cleaning: delete one to add another.",
      `Cette visite a déjà 20${NBSP}photos prises avant le nettoyage${NBSP}: supprimez-en une pour en ajouter une autre.`,
    ],
    [
      { kind: "after", max: 20 },
      "This visit already has 20 photos after the cleaning: delete one to add another.",
      `Cette visite a déjà 20${NBSP}photos prises après le nettoyage${NBSP}: supprimez-en une pour en ajouter une autre.`,
    ],
  ],
  "errors.privacy.alreadyOpen": [
    [
      { kind: "correction", on: "2026-11-01", due: "2026-12-01" },
      "You already asked for a correction on November 1, 2026. We will answer by December 1, 2026.",
      "Vous avez déjà demandé une correction le 1er novembre 2026. Nous vous répondrons d’ici le 1er décembre 2026.",
    ],
    [
      { kind: "deletion", on: "2026-11-23", due: "2026-12-23" },
      "You already asked for the deletion of your information on November 23, 2026. We will answer by December 23, 2026.",
      "Vous avez déjà demandé la suppression de vos renseignements le 23 novembre 2026. Nous vous répondrons d’ici le 23 décembre 2026.",
    ],
  ],
  "errors.privacy.noClient": [
    [
      { phone: "613-555-0199", email: "info@example.com" },
      "We have no client record under your e-mail address, so we cannot take this request here. Please call us at 613-555-0199 or write to info@example.com.",
      `Nous n’avons aucun dossier client à votre adresse courriel${NBSP}: nous ne pouvons donc pas recevoir cette demande ici. Veuillez nous appeler au 613-555-0199 ou nous écrire à info@example.com.`,
    ],
  ],
};

describe("every message, by key", () => {
  const fixed = (["validation", "errors"] as const).flatMap((table) =>
    KEYS[table].filter(([, leaf]) => typeof leaf === "string").map(([key, english]) => [table, key, english as string] as const),
  );

  test.each(fixed)("%s.%s: its English text, and a French one", (table, key, english) => {
    expect(say(table, "en", { key })).toBe(english);
    const french = say(table, "fr", { key });
    expect(typeof french).toBe("string");
    expect(french).not.toBe(english);
  });

  test("every parameterised message has cases below", () => {
    const functions = (["validation", "errors"] as const).flatMap((table) =>
      KEYS[table].filter(([, leaf]) => typeof leaf === "function").map(([key]) => `${table}.${key}`),
    );
    expect(Object.keys(PARAMETERISED).sort()).toEqual(functions.sort());
  });

  test.each(Object.entries(PARAMETERISED))("%s: written in English and in French from its parameters", (path, cases) => {
    const [table, ...key] = path.split(".") as [Table, ...string[]];
    for (const [params, english, french] of cases) {
      expect(say(table, "en", { key: key.join("."), params })).toBe(english);
      expect(say(table, "fr", { key: key.join("."), params })).toBe(french);
    }
  });

  test("every field a message names, in both languages", () => {
    for (const label of Object.keys(FIELD_LABELS) as FieldLabel[]) {
      expect(englishValidation({ key: "text.required", params: { label } })).toBe(`${FIELD_LABELS[label]} is required.`);
      expect(frenchValidation({ key: "text.required", params: { label } })).toBe(`${fr.labels[label]} est obligatoire.`);
      expect(fr.labels[label]).toMatch(/^(Le|La) /);
    }
  });

  test("the tables' keys are apart, so a key names one message", () => {
    const apart: [Extract<ValidationMessage["key"], ErrorMessage["key"]>] extends [never] ? true : false = true;
    expect(apart).toBe(true);
    const validation = new Set(KEYS.validation.map(([key]) => key));
    expect(KEYS.errors.filter(([key]) => validation.has(key))).toEqual([]);
  });
});

describe("the French table", () => {
  const frenchTexts = [
    ...leaves(fr.validation).filter(([, v]) => typeof v === "string"),
    ...leaves(fr.errors).filter(([, v]) => typeof v === "string"),
    ...Object.values(PARAMETERISED).flatMap((cases) => cases.map(([, , french]) => ["", french] as const)),
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

  test("a missing or an extra key, or a function of other parameters, fails to compile", () => {
    const { name: _dropped, ...withoutName } = fr.validation.consultation;
    // @ts-expect-error the name message is missing
    const missing: FrenchMessages["validation"]["consultation"] = withoutName;
    // @ts-expect-error nickname is not an English key
    const extra: FrenchMessages["validation"]["consultation"] = { ...fr.validation.consultation, nickname: "Surnom" };
    // @ts-expect-error replaced is written from { at, version }
    const other: FrenchMessages["errors"]["quote"]["replaced"] = ({ v }: { v: string }) => v;
    expect(Object.keys(missing)).not.toContain("name");
    expect(Object.keys(extra)).toContain("nickname");
    expect(other).toBeTypeOf("function");
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
    ["portal language", portalLanguageSchema, { language: "de" }],
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
    ["privacy, no kind", portalPrivacyRequestSchema, { kind: "access" }],
    ["privacy, correction blank", portalPrivacyRequestSchema, { kind: "correction", details: " " }],
    ["privacy, correction too long", portalPrivacyRequestSchema, { kind: "correction", details: long(2000) }],
    ["privacy, deletion unconfirmed", portalPrivacyRequestSchema, { kind: "deletion", confirm: false }],
  ])("%s: each message is said in the parse's language", (_case, schema, input) => {
    const english = messagesOf(schema, input);
    const french = parseIn(frenchValidation, schema, input).error!.issues.map((i) => i.message);
    expect(french).toHaveLength(english.length);
    english.forEach((message, i) => {
      expect(message).not.toMatch(/^Invalid input/);
      expect(french[i], message).not.toBe(message);
    });
    // And English again once the French parse is over.
    expect(messagesOf(schema, input)).toEqual(english);
  });

  test("a client's field is named in French; an admin field's messages stay English words", () => {
    const inFrench = (schema: z.ZodType, input: unknown) => parseIn(frenchValidation, schema, input).error!.issues.map((i) => i.message);
    expect(inFrench(messageBodySchema, { body: " " })).toEqual(["Le message est obligatoire."]);
    expect(inFrench(declineSchema, { reason: "price", comment: long(2000) })).toEqual([`Le commentaire doit compter au plus 2${NBSP}000 caractères`]);
    expect(inFrench(voidSchema, { reason: " " })).toEqual(["Reason is required."]);
  });
});
