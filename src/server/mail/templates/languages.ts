import type { Locale } from "../../../shared/locale";
import { ENGLISH } from "./en/common";
import { FRENCH } from "./fr/common";
import type { CommonWords } from "./layout";

/** Each language's common words, for the modules that choose an e-mail's language. */
export const LANGUAGES: Record<Locale, CommonWords> = { en: ENGLISH, fr: FRENCH };
