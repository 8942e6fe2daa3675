import { Link, useLocation } from "react-router";
import { LOCALE_COOKIE, LOCALE_TAGS, type Locale } from "@shared/locale";
import { localeOfPath, localizedPath } from "@shared/paths";
import { useMessages } from "~/i18n/index";

/** Remember the visitor's language for a year (the portal and later visits read it). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The same page in the other language ("Français" on an English page, "English" on a French one). */
export function LanguageSwitch({ className }: { className: string }) {
  const m = useMessages();
  const { pathname, search, hash } = useLocation();
  const other: Locale = localeOfPath(pathname) === "en" ? "fr" : "en";
  return (
    <Link
      to={localizedPath(pathname, other) + search + hash}
      lang={LOCALE_TAGS[other]}
      hrefLang={LOCALE_TAGS[other]}
      reloadDocument
      className={className}
      onClick={() => rememberLocale(other)}
    >
      {m.nav.otherLanguage}
    </Link>
  );
}
