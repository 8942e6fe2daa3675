import { Loader2 } from "lucide-react";
import { Suspense, useLayoutEffect, type ReactNode } from "react";
import { LOCALE_COOKIE, LOCALE_TAGS, isLocale, type Locale } from "@shared/locale";
import { localeOfPath } from "@shared/paths";
import { LocaleProvider } from "~/i18n/locale";

/** The language the visitor last chose (the `lang` cookie): the portal's until the session names the client's own. */
export function rememberedLocale(): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The portal in `locale`: its strings and formats, and `<html lang>`, which the root layout (above
 * this provider) sets by the address, and which API requests send as their language. Leaving the
 * portal gives the page back the language of its address. While a French catalog loads, a spinner.
 */
export function PortalLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  // A layout effect: it runs before any page's data requests start (those start in passive effects).
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
    return () => {
      document.documentElement.lang = LOCALE_TAGS[localeOfPath(window.location.pathname)];
    };
  }, [locale]);
  return (
    <LocaleProvider value={locale}>
      <Suspense fallback={<Waiting />}>{children}</Suspense>
    </LocaleProvider>
  );
}

/** No words: they are what is loading. */
function Waiting() {
  return (
    <div role="status" aria-busy="true" className="flex min-h-dvh items-center justify-center bg-surface">
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-brand-700" />
    </div>
  );
}
