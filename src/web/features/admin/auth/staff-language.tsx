import { Suspense, useLayoutEffect, type ReactNode } from "react";
import { LOCALE_TAGS, type Locale } from "@shared/locale";
import { localeOfPath } from "@shared/paths";
import { LocaleProvider } from "~/i18n/locale";
import { GateSpinner } from "./gate-status";

/**
 * A staff member's own screen in `locale` (decision 060): its strings and `<html lang>`, which API
 * requests send as their language; leaving it gives the page back the admin's English. The
 * spinner shows while French loads.
 */
export function StaffLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
    return () => {
      document.documentElement.lang = LOCALE_TAGS[localeOfPath(window.location.pathname)];
    };
  }, [locale]);
  return (
    <LocaleProvider value={locale}>
      <Suspense fallback={<GateSpinner />}>{children}</Suspense>
    </LocaleProvider>
  );
}
