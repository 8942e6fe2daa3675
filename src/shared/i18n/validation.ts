import type { z } from "zod";
import { wordsOf, type MessageOf } from "./message";

// The words of every check a visitor or client meets (the public forms, the client login, the
// portal), in English, by key: a schema's message is `says(key, params)`, worded in the language
// of its parse (`inWords`), English by default. Their French is in validation-fr.ts, its own
// module so English pages never download it. The server's refusals are in error-messages.ts,
// apart, as the public pages' schemas must not carry the portal's words. Admin-only messages
// stay English words.

/** The field and record names that messages of the shapes "{label} is required." name. */
export const FIELD_LABELS = {
  message: "Message",
  note: "Note",
  comment: "Comment",
  fullName: "Full name",
  preferredDate: "Preferred date",
  quote: "Quote",
  invoice: "Invoice",
  serviceVisit: "Service visit",
  client: "Client",
  details: "What is wrong",
  photo: "Photo",
} as const;
export type FieldLabel = keyof typeof FIELD_LABELS;
export const isFieldLabel = (label: string): label is FieldLabel => Object.hasOwn(FIELD_LABELS, label);

/** A message's `label`: the field's name in the language it is worded in. */
type Named = { label: string };

/** The schemas' messages (the spec's words where it gives them: tests and the spec depend on them). */
/** "K", "J8" or "J9": a list of quoted items, the last joined by `or`. */
export function quotedList(items: readonly string[], or: string, open: string, close: string): string {
  const quoted = items.map((p) => `${open}${p}${close}`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} ${or} ${quoted.at(-1)}` : (quoted[0] ?? "");
}

export const VALIDATION_MESSAGES = {
  /** The consultation form and the client login. */
  email: "Please enter a valid email address",
  consultation: {
    name: "Name must be at least 2 characters",
    phone: "Please enter a valid phone number",
    service: "Please choose a service from the list",
  },
  /** The quote assessment (spec 001 §5). */
  assessment: {
    fullName: "Client Name: Must be at least 2 characters long",
    phoneShort: "Phone Number: Please enter a valid Canadian phone number (e.g., 999-999-9999)",
    phoneFormat: "Phone Number: Invalid format. Please use Canadian format (e.g., 999-999-9999 or 1-999-999-9999)",
    /** `example` is the company's configured address (the site configuration). */
    email: ({ example }: { example: string }) => `Email Address: Please enter a valid email format (e.g., ${example})`,
    emailVerify: "Email Verification: The email addresses don't match. Please ensure both email fields contain the same address.",
    postcodeLength: "Postcode: Please enter a valid Canadian postal code",
    postcodeOttawa: 'Postcode: Must be a valid Ottawa region postal code (e.g., K1A 1A1). Ottawa postal codes start with "K".',
    /** A service area other than the spec's "K" (company settings, decision 052). */
    postcodeArea: ({ prefixes }: { prefixes: string[] }) =>
      `Postcode: Must be a postal code in our service area. Postal codes must start with ${quotedList(prefixes, "or", '"', '"')}.`,
    propertyType: "Property Type: Please select at least one property type from the available options",
    propertySize: "Property Size: Please select a property size that matches your property type",
    customSize: "Property Size: Please describe the size of your property",
    serviceType: "Service Type: Please select at least one cleaning service from the available options",
    frequency: "Cleaning Frequency: Please select how often you would like cleaning services",
    customFrequency: "Cleaning Frequency: Please describe the schedule you would like",
    petType: "Pet Type: Please specify the type of pets you have",
    ingredients: "Preferred Cleaning Ingredients: Please select your preference for cleaning products",
    specialMax: "Special Requirements: Cannot exceed 1000 characters",
    specialChars: "Special Requirements: Only letters, numbers, spaces, and basic punctuation allowed",
  },
  /** Text fields (text-fields.ts); `label` names the field. */
  text: {
    required: ({ label }: Named) => `${label} is required.`,
    notText: ({ label }: Named) => `${label} must be text`,
    tooLong: ({ label, max }: Named & { max: number }) => `${label} must be at most ${max} characters`,
  },
  /** Calendar dates (yyyy-mm-dd). */
  date: {
    notText: ({ label }: Named) => `${label} must be a date`,
    format: ({ label }: Named) => `${label} must be a date (yyyy-mm-dd)`,
    notReal: ({ label }: Named) => `${label} must be a real date`,
  },
  /** The portal's requests about a visit, and its rating. */
  visit: {
    preferredWindow: "Preferred time must be morning, afternoon or any",
    preferredDatePast: "The preferred date cannot be in the past.",
    scoreNumber: "Score must be a number from 1 to 5",
    scoreWhole: "Score must be a whole number from 1 to 5",
    scoreRange: "Score must be from 1 to 5",
  },
  /** The client's answer to a quote in the portal. */
  quote: {
    versionNumber: "Version must be a number",
    versionWhole: "Version must be a whole number",
    versionMin: "Version must be at least 1",
    termsAccepted: "Please accept the terms to continue.",
    signedName: "Type your full name to sign.",
    optionalItemIds: "Optional items must be line ids",
    optionalItemsList: "Optional items must be a list",
    optionalItemsOfQuote: "Choose only optional items of this quote.",
    declineReason: "Choose a reason.",
  },
  /** A tip added when paying by card (decision 075). */
  tip: {
    whole: "Tip must be an amount in cents: a whole number, 0 or more",
    tooLarge: "Tip can be at most half of the amount before taxes, and at most $500",
  },
  /** The portal's privacy requests (issue 28). */
  privacy: {
    kind: "Choose a correction or a deletion.",
    confirmDeletion: "Please confirm that you want your information deleted.",
  },
  /** The portal's language switch (and a client's stored language). */
  language: "Language must be English or French.",
  /** The optional news-and-offers box of the consultation and assessment forms (true or false). */
  newsConsent: "News and offers: the box must be ticked (true) or not (false)",
  /** The unsubscribe link and the portal's e-mail preferences (decision 057). */
  consent: {
    token: "This unsubscribe link is incomplete: open the whole link from the e-mail.",
    oneClick: "An unsubscribe request from a mail program must say List-Unsubscribe=One-Click.",
    news: "News and offers must be on (true) or off (false).",
  },
  /** A text field holding U+0000, which the database cannot store. */
  nul: "Must not contain the NUL character",
} as const;

export type ValidationMessage = MessageOf<typeof VALIDATION_MESSAGES, FieldLabel>;
type Words = (message: ValidationMessage) => string;

export const englishValidation: Words = wordsOf({ texts: VALIDATION_MESSAGES, labels: FIELD_LABELS });

// zod keeps only an issue's text (its schema's message outranks a parse's own error map), so a
// schema's message is worded when its parse writes it, in the language of that parse.
let wording: Words = englishValidation;

/** `run` (a synchronous parse) with the schemas' messages in `words`'s language. */
export function inWords<T>(words: Words, run: () => T): T {
  const outer = wording;
  wording = words;
  try {
    return run();
  } finally {
    wording = outer;
  }
}

/** `schema`'s parse of `input`, its messages in `words`'s language. */
export function parseIn<S extends z.ZodType>(words: Words, schema: S, input: unknown): z.ZodSafeParseResult<z.output<S>> {
  return inWords(words, () => {
    const result = schema.safeParse(input);
    // zod writes an error's messages when it is first read: here, in `words`'s language.
    return result.success ? result : { success: false, error: result.error };
  });
}

/** A message's words in the language of the parse under way (a refinement's own issue). */
export const worded = (message: ValidationMessage) => wording(message);

/** A schema's message (zod's `error` parameter): worded in the language of the parse. */
export const saying = (message: ValidationMessage) => ({ error: () => wording(message) });

type Params<K> = Extract<ValidationMessage, { key: K }>["params"];

/** `saying`, by key and parameters: `says("text.required", { label: "note" })`. */
export const says = <K extends ValidationMessage["key"]>(key: K, ...[params]: undefined extends Params<K> ? [] : [Params<K>]) =>
  saying({ key, params } as ValidationMessage);
