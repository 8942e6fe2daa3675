// The words of every check a visitor or client meets (the public forms, the client login, the
// portal) and of the server's refusals they read, in English: the schemas and services write these
// constants, and `localizeMessage` turns one back into its French from the French table
// (validation-fr.ts, its own module so English pages never download it). Admin-only messages stay
// English and are not here; an unknown message is left as it is.

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
} as const;
export type FieldLabel = keyof typeof FIELD_LABELS;

/** The schemas' messages (the spec's words where it gives them: tests and the spec depend on them). */
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
    email: (example: string) => `Email Address: Please enter a valid email format (e.g., ${example})`,
    emailVerify: "Email Verification: The email addresses don't match. Please ensure both email fields contain the same address.",
    postcodeLength: "Postcode: Please enter a valid Canadian postal code",
    postcodeOttawa: 'Postcode: Must be a valid Ottawa region postal code (e.g., K1A 1A1). Ottawa postal codes start with "K".',
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
    required: (label: string) => `${label} is required.`,
    notText: (label: string) => `${label} must be text`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  },
  /** Calendar dates (yyyy-mm-dd). */
  date: {
    notText: (label: string) => `${label} must be a date`,
    format: (label: string) => `${label} must be a date (yyyy-mm-dd)`,
    notReal: (label: string) => `${label} must be a real date`,
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
  /** A text field holding U+0000, which the database cannot store. */
  nul: "Must not contain the NUL character",
} as const;

/** The server's other refusals a visitor or client reads (409, 404, 429, 5xx), by the same rule. */
export const ERROR_MESSAGES = {
  /** The start of a 400's message: "Invalid request: name: …; email: …". */
  invalidRequest: "Invalid request",
  notFound: (label: string) => `${label} not found`,
  internal: "Something went wrong on our side. Please try again.",
  unavailable: "The service is briefly unavailable. Please try again in a few seconds.",
  consultationRateLimit: "Too many requests from this address. Please try again later or email us directly.",
  linkTooSoon: "A link was sent to this address less than a minute ago. Please check your email or wait a minute before asking again.",
  linkTooMany: "Too many links were requested for this address. Please try again later.",
  /** The sign-in service's refusals, answered outside the app's own errors (server/routes/auth.ts). */
  auth: {
    invalidCredentials: "Invalid email or password.",
    emailNotVerified: "Please verify your email address first: we have sent you a new link. Open it, then sign in.",
    invalidToken: "This link is invalid or has expired. Please request a new one.",
  },
  quote: {
    expired: "This quote has expired and can no longer be accepted or declined. Ask us for an updated quote.",
    accepted: "This quote was already accepted and can no longer be changed.",
    declined: "This quote was declined and can no longer be changed.",
    void: "This quote was withdrawn (void) and can no longer be changed.",
    newVersion: (version: number) =>
      `This quote was updated while you were reading it. Please review the latest version (version ${version}) before you accept.`,
  },
  visit: {
    cancelled: "This visit is cancelled: there is nothing to change.",
    completed: "This visit is completed: it can no longer be changed.",
    missed: "This visit was missed: it can no longer be changed. Write to us in Messages to book a new one.",
    tooSoon: (kind: "reschedule" | "cancel", hours: number, phone: string) =>
      `This visit starts within ${hours} hours: to have it ${kind === "reschedule" ? "moved" : "cancelled"}, please call us at ${phone}.`,
    notCompleted: "Only a completed visit can be rated.",
    alreadyRated: "This visit is already rated: a visit is rated once.",
  },
  invoice: {
    alreadyPaid: "This invoice is already paid.",
    paidInFull: "This invoice is already paid in full: there is nothing left to send.",
    cardUnavailable: "Paying by card is not available. Please use one of the other ways to pay shown on the invoice.",
    cardPageFailed: "The card payment page could not be opened just now. Please try again in a few minutes.",
    changed: "This invoice just changed. Reload it to see what is left to pay.",
  },
} as const;

/** A table of the same shape as `T`: a text for each text, a function of the same arguments for each function. */
type Translated<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends string ? string : Translated<T[K]>;
};

/**
 * The French table's type: exactly the English keys (a missing or extra key fails to compile).
 * `labels` are the field names as a message's subject, with their article (« Le message »).
 */
export type FrenchMessages = {
  labels: Record<FieldLabel, string>;
  validation: Translated<typeof VALIDATION_MESSAGES>;
  errors: Translated<typeof ERROR_MESSAGES>;
};

type Reader = (message: string, fr: FrenchMessages) => string | undefined;

/** A reader of one parameterised message: `render` gets the pattern's groups; undefined leaves it. */
const reading =
  (pattern: RegExp, render: (fr: FrenchMessages, groups: string[]) => string | undefined): Reader =>
  (message, fr) => {
    const match = pattern.exec(message);
    return match ? render(fr, match.slice(1)) : undefined;
  };

/** `write` with the French of an English label; undefined when the label is not one of ours. */
function withLabel(fr: FrenchMessages, english: string | undefined, write: (label: string) => string): string | undefined {
  const key = (Object.keys(FIELD_LABELS) as FieldLabel[]).find((k) => FIELD_LABELS[k] === english);
  return key ? write(fr.labels[key]) : undefined;
}

// Each pattern reads back the parameters of the English function it is named after (the tests
// check every function both ways, so a changed English text cannot slip by).
const PARAMETERISED: Reader[] = [
  // assessment.email
  reading(/^Email Address: Please enter a valid email format \(e\.g\., (.+)\)$/, (fr, [example]) => fr.validation.assessment.email(example!)),
  // text.required, text.notText, text.tooLong
  reading(/^(.+) is required\.$/, (fr, [label]) => withLabel(fr, label, fr.validation.text.required)),
  reading(/^(.+) must be text$/, (fr, [label]) => withLabel(fr, label, fr.validation.text.notText)),
  reading(/^(.+) must be at most (\d+) characters$/, (fr, [label, max]) => withLabel(fr, label, (l) => fr.validation.text.tooLong(l, Number(max)))),
  // date.notText, date.format, date.notReal
  reading(/^(.+) must be a date$/, (fr, [label]) => withLabel(fr, label, fr.validation.date.notText)),
  reading(/^(.+) must be a date \(yyyy-mm-dd\)$/, (fr, [label]) => withLabel(fr, label, fr.validation.date.format)),
  reading(/^(.+) must be a real date$/, (fr, [label]) => withLabel(fr, label, fr.validation.date.notReal)),
  // errors.notFound, errors.quote.newVersion, errors.visit.tooSoon
  reading(/^(.+) not found$/, (fr, [label]) => withLabel(fr, label, fr.errors.notFound)),
  reading(/^This quote was updated while you were reading it\. Please review the latest version \(version (\d+)\) before you accept\.$/, (fr, [v]) =>
    fr.errors.quote.newVersion(Number(v)),
  ),
  reading(/^This visit starts within (\d+) hours: to have it (moved|cancelled), please call us at (.+)\.$/, (fr, [hours, verb, phone]) =>
    fr.errors.visit.tooSoon(verb === "moved" ? "reschedule" : "cancel", Number(hours), phone!),
  ),
];

/** Every fixed English text of `english` with the French at the same place in `french`. */
function pairs(english: object, french: object, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(english)) {
    const translated = (french as Record<string, unknown>)[key];
    if (typeof value === "string" && typeof translated === "string") into.set(value, translated);
    else if (typeof value === "object" && value && typeof translated === "object" && translated) pairs(value, translated, into);
  }
  return into;
}

const fixedTexts = new WeakMap<FrenchMessages, Map<string, string>>();

/**
 * The French of a known English message (fixed, or parameterised like "Note must be at most 2000
 * characters"); any other message unchanged.
 */
export function localizeMessage(message: string, french: FrenchMessages): string {
  let fixed = fixedTexts.get(french);
  if (!fixed) {
    fixed = pairs(ERROR_MESSAGES, french.errors, pairs(VALIDATION_MESSAGES, french.validation, new Map()));
    fixedTexts.set(french, fixed);
  }
  const known = fixed.get(message);
  if (known !== undefined) return known;
  for (const read of PARAMETERISED) {
    const translated = read(message, french);
    if (translated !== undefined) return translated;
  }
  return message;
}

/** Each field's message in French (see localizeMessage). */
export const localizeFields = (fields: Record<string, string>, french: FrenchMessages): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, localizeMessage(message, french)]));
