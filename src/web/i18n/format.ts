import { localeFormat, type LocaleFormat } from "@shared/locale-format";
import { useLocale } from "./locale";

/** Amounts, dates, times and rates as the page's language writes them (« 1 234,56 $ », « 23 novembre 2026 »). */
export function useFormat(): LocaleFormat {
  return localeFormat(useLocale());
}
