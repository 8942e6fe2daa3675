import { LOCALE_TAGS, type Locale } from "@shared/locale";
import { localeFormat, type LocaleFormat } from "@shared/locale-format";
import { useLocale } from "./locale";

export type PageFormat = LocaleFormat & {
  /** A tax rate in thousandths of a percent (13000, 9975) as "13%", « 9,975 % ». */
  rate: (rate: number) => string;
};

const built = new Map<Locale, PageFormat>();

function pageFormat(locale: Locale): PageFormat {
  let format = built.get(locale);
  if (!format) {
    const percent = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 3 });
    // French writes a (non-breaking) space before the percent sign; English none.
    const sign = locale === "fr" ? "\u00a0%" : "%";
    format = { ...localeFormat(locale), rate: (rate) => `${percent.format(rate / 1000)}${sign}` };
    built.set(locale, format);
  }
  return format;
}

/** Amounts, dates, times and rates as the page's language writes them (« 1 234,56 $ », « 23 novembre 2026 »). */
export function useFormat(): PageFormat {
  return pageFormat(useLocale());
}
