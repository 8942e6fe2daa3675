import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { Outlet } from "react-router";
import { LOCALE_COOKIE } from "@shared/locale";
import { FloatingEmailButton, SiteNav } from "~/components/layout/site-nav";
import { Footer } from "~/components/layout/footer";
import { useMessages } from "~/i18n/index";
import { useLocale } from "~/i18n/locale";

const LanguageOffer = lazy(() => import("~/components/layout/language-offer"));
const noChange = () => () => {};
const prefersFrenchNow = () => navigator.language.startsWith("fr") && !new RegExp(`(^|; )${LOCALE_COOKIE}=`).test(document.cookie);

/** Navigation bar, page, footer and the floating e-mail button of the public pages. */
export default function PublicLayout() {
  const m = useMessages();
  const english = useLocale() === "en";
  const [answered, setAnswered] = useState(false);
  // French is offered on an English page to a browser that prefers it, until a choice is remembered
  // (read once hydrated: the prerendered page knows neither).
  const prefersFrench = useSyncExternalStore(noChange, prefersFrenchNow, () => false);
  const offer = english && prefersFrench && !answered;
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {m.common.skipToContent}
      </a>
      <SiteNav />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {offer ? (
          <Suspense fallback={null}>
            <LanguageOffer onDone={() => setAnswered(true)} />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <Footer />
      <FloatingEmailButton />
    </>
  );
}
