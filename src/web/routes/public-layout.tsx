import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { LOCALE_COOKIE } from "@shared/locale";
import { localeOfPath } from "@shared/paths";
import { FloatingEmailButton, SiteNav } from "~/components/layout/site-nav";
import { Footer } from "~/components/layout/footer";
import { useMessages } from "~/i18n/index";

const LanguageOffer = lazy(() => import("~/components/layout/language-offer"));

/** Whether to offer French: an English page, a browser that prefers French, no choice remembered. */
const offersFrench = (pathname: string) =>
  localeOfPath(pathname) === "en" && navigator.language.startsWith("fr") && !document.cookie.split("; ").some((c) => c.startsWith(`${LOCALE_COOKIE}=`));

/** Navigation bar, page, footer and the floating e-mail button of the public pages. */
export default function PublicLayout() {
  const m = useMessages();
  const { pathname } = useLocation();
  const [offer, setOffer] = useState(false);
  useEffect(() => setOffer(offersFrench(pathname)), [pathname]);
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {m.common.skipToContent}
      </a>
      <SiteNav />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {offer ? (
          <Suspense fallback={null}>
            <LanguageOffer onDone={() => setOffer(false)} />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <Footer />
      <FloatingEmailButton />
    </>
  );
}
