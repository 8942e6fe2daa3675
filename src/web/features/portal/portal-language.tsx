import { Loader2 } from "lucide-react";
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { LOCALE_COOKIE, LOCALE_TAGS, isLocale, type Locale } from "@shared/locale";
import { localeOfPath } from "@shared/paths";
import { LocaleProvider } from "~/i18n/locale";
import { loadFrenchPortal } from "~/i18n/portal-messages";

/** The language the visitor last chose (the `lang` cookie): the portal's until the session names the client's own. */
export function rememberedLocale(): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The portal in `locale`: its strings and formats, and `<html lang>`, which the root layout (above
 * this provider) sets by the address, and which API requests send as their language. Leaving the
 * portal gives the page back the language of its address. Until its first language has loaded, a spinner.
 */
export function PortalLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  const shown = useLoadedLocale(locale);
  // A layout effect: it runs before any page's data requests start (those start in passive effects).
  useLayoutEffect(() => {
    if (!shown) return;
    document.documentElement.lang = LOCALE_TAGS[shown];
    return () => {
      document.documentElement.lang = LOCALE_TAGS[localeOfPath(window.location.pathname)];
    };
  }, [shown]);
  if (!shown) return <Waiting />;
  return (
    <LocaleProvider value={shown}>
      <Suspense fallback={<Waiting />}>{children}</Suspense>
    </LocaleProvider>
  );
}

/**
 * `locale` once its strings have loaded (the previous one until then; null before the first): the
 * portal switches language whole, instead of suspending mid-render while French loads.
 */
function useLoadedLocale(locale: Locale): Locale | null {
  const [shown, setShown] = useState<Locale | null>(locale === "en" ? "en" : null);
  useEffect(() => {
    let current = true;
    const ready = locale === "fr" ? loadFrenchPortal() : Promise.resolve();
    void ready.then(() => current && setShown(locale));
    return () => {
      current = false;
    };
  }, [locale]);
  return shown;
}

/** No words: they are what is loading. */
function Waiting() {
  return (
    <div role="status" aria-busy="true" className="flex min-h-dvh items-center justify-center bg-surface">
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-brand-700" />
    </div>
  );
}
