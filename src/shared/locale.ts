// The product's two languages. English is the default; French serves Gatineau (Quebec) and every
// client who prefers it. Option values, routes under /api and stored data stay the same in both:
// only what a person reads changes.

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The language tags of `<html lang>`, `hreflang` and `Intl` (Canadian English and French). */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

/** The cookie that remembers a visitor's choice of language (readable by the page's script). */
export const LOCALE_COOKIE = "lang";

/**
 * The query parameter of a portal link in a French client's e-mail (`?lang=fr`): signed out, the
 * portal sends them to the sign-in page in that language (decision 049).
 */
export const LANGUAGE_PARAM = "lang";

export const isLocale = (value: unknown): value is Locale => value === "en" || value === "fr";

/**
 * The locale of a request from its Accept-Language header: the first language named that we speak
 * (by weight, then order), English when none. The web client always sends its page's language.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { lang: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.lang).find(isLocale) ?? DEFAULT_LOCALE;
}
