import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { OptionList } from "@shared/i18n/options-fr";
import { englishValidation, inWords, parseIn, type ValidationMessage } from "@shared/i18n/validation";
import { useCatalog } from "./locale";

type Words = (message: ValidationMessage) => string;
type French = { words: Words; option: (list: OptionList, value: string) => string };

// The shared schemas say their messages by key, and the options' values are English; a French
// page words them from the French tables (shared/i18n), loaded with the page's French strings and
// only on French pages.
export const loadFrenchForms = (): Promise<French> =>
  Promise.all([import("@shared/i18n/validation-fr"), import("@shared/i18n/options-fr")]).then(([fr, options]) => ({
    words: fr.frenchValidation,
    option: options.frenchOptionLabel,
  }));

/** A form's validation messages and option labels in the page's language. */
export function useFormLanguage() {
  const french = useCatalog<French | null>(null, loadFrenchForms);
  const words = french?.words ?? englishValidation;
  return useMemo(
    () => ({
      /** A message by key in the page's language. */
      words,
      /** A shared schema's parse, its messages in the page's language. */
      parse: <S extends z.ZodType>(schema: S, input: unknown) => parseIn(words, schema, input),
      /** react-hook-form's resolver for a shared schema, its messages in the page's language. */
      resolver: <T extends FieldValues, Out = T>(schema: z.ZodType<unknown, FieldValues>): Resolver<T, unknown, Out> => {
        // Synchronous, so the whole parse runs inside inWords (and zod's parse, unlike safeParse,
        // writes the error's messages at once).
        const resolve = zodResolver(schema, undefined, { mode: "sync" }) as unknown as Resolver<T, unknown, Out>;
        return (values, context, options) => inWords(words, () => resolve(values, context, options));
      },
      /** An option's label: the English label given, or its French by list and value. */
      option: (list: OptionList, value: string, label: string) => (french ? french.option(list, value) : label),
    }),
    [french, words],
  );
}
