import type { ERROR_MESSAGES } from "./error-messages";
import { FIELD_LABELS, VALIDATION_MESSAGES, type FieldLabel } from "./validation";

// A message of validation.ts back in French, from the French table (the forms, both sides);
// localize-errors.ts adds the server's refusals (error-messages.ts), which only the server needs.

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

export type Reader = (message: string, fr: FrenchMessages) => string | undefined;

/** A reader of one parameterised message: `render` gets the pattern's groups; undefined leaves it. */
export const reading =
  (pattern: RegExp, render: (fr: FrenchMessages, groups: string[]) => string | undefined): Reader =>
  (message, fr) => {
    const match = pattern.exec(message);
    return match ? render(fr, match.slice(1)) : undefined;
  };

/** `write` with the French of an English label; undefined when the label is not one of ours. */
export function withLabel(fr: FrenchMessages, english: string | undefined, write: (label: string) => string): string | undefined {
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
];

/** Every fixed English text of `english` with the French at the same place in `french`. */
export function pairs(english: object, french: object, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(english)) {
    const translated = (french as Record<string, unknown>)[key];
    if (typeof value === "string" && typeof translated === "string") into.set(value, translated);
    else if (typeof value === "object" && value && typeof translated === "object" && translated) pairs(value, translated, into);
  }
  return into;
}

const fixedTexts = new WeakMap<FrenchMessages, Map<string, string>>();

/**
 * The French of a known English validation message (fixed, or parameterised like "Note must be at
 * most 2000 characters"); any other message unchanged.
 */
export function localizeMessage(message: string, french: FrenchMessages): string {
  let fixed = fixedTexts.get(french);
  if (!fixed) {
    fixed = pairs(VALIDATION_MESSAGES, french.validation, new Map());
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
