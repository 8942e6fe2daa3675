import { TWO_STEP_FIELD_MESSAGES } from "@shared/schemas/two-step";
import { useLocale } from "~/i18n/locale";

/** The shared schemas' field messages (English) in the screen's language. */
export function useFieldWords(): (message: string | undefined) => string | undefined {
  const words = TWO_STEP_FIELD_MESSAGES[useLocale()];
  const english = Object.entries(TWO_STEP_FIELD_MESSAGES.en);
  return (message) => {
    const key = english.find(([, text]) => text === message)?.[0] as keyof typeof words | undefined;
    return key ? words[key] : message;
  };
}
