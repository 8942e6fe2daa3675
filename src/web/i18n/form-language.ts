import type { OptionList } from "@shared/i18n/options-fr";
import { useCatalog } from "./locale";

type French = { message: (message: string) => string; option: (list: OptionList, value: string) => string };

// The shared schemas' messages and the options' labels are English; a French page looks up the
// French of each (shared/i18n), loaded with the page's French strings and only on French pages.
export const loadFrenchForms = (): Promise<French> =>
  Promise.all([import("@shared/i18n/localize"), import("@shared/i18n/validation-fr"), import("@shared/i18n/options-fr")]).then(([v, fr, options]) => ({
    message: (message) => v.localizeMessage(message, fr.FRENCH_MESSAGES),
    option: options.frenchOptionLabel,
  }));

/** A form's validation messages and option labels in the page's language. */
export function useFormLanguage() {
  const french = useCatalog<French | null>(null, loadFrenchForms);
  return {
    /** A validation message (from a shared schema or the server) as the page's language reads it. */
    message: (message: string | undefined) => (message && french ? french.message(message) : message),
    /** An option's label: the English label given, or its French by list and value. */
    option: (list: OptionList, value: string, label: string) => (french ? french.option(list, value) : label),
  };
}
