import { ERROR_MESSAGES, type ErrorMessage } from "../shared/i18n/error-messages";
import { hasKey, wordsOf, type Translation } from "../shared/i18n/message";
import { FIELD_LABELS, VALIDATION_MESSAGES, type FieldLabel, type ValidationMessage } from "../shared/i18n/validation";
import { FRENCH_MESSAGES } from "../shared/i18n/validation-fr";
import type { Locale } from "../shared/locale";

/**
 * What the server says to a reader: a message by key, worded in the reader's language, or words
 * already written (the admin's English, or a schema's message worded by its parse, `parseIn`).
 */
export type Said = ValidationMessage | ErrorMessage | string;

/** A language's words for what the server says, and how it sets a name before its colon. */
type ServerWords = { say: (said: Said) => string; colon: string };

function language(
  labels: Record<FieldLabel, string>,
  validation: Translation<typeof VALIDATION_MESSAGES>,
  errors: Translation<typeof ERROR_MESSAGES>,
  colon: string,
): ServerWords {
  const [validationWords, errorWords] = [wordsOf({ texts: validation, labels }), wordsOf({ texts: errors, labels })];
  return {
    say: (said) =>
      typeof said === "string" ? said : hasKey(ERROR_MESSAGES, said.key) ? errorWords(said as ErrorMessage) : validationWords(said as ValidationMessage),
    colon,
  };
}

const fr = FRENCH_MESSAGES;
// Quebec usage sets a non-breaking space before the colon.
const WORDS: Record<Locale, ServerWords> = {
  en: language(FIELD_LABELS, VALIDATION_MESSAGES, ERROR_MESSAGES, ": "),
  fr: language(fr.labels, fr.validation, fr.errors, "\u00a0: "),
};

/** The server's words in `locale`. */
export const wordsIn = (locale: Locale) => WORDS[locale];
