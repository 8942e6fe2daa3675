import { Outlet } from "react-router";
import { FloatingEmailButton, SiteNav } from "~/components/layout/site-nav";
import { Footer } from "~/components/layout/footer";
import { useMessages } from "~/i18n/index";

/** Navigation bar, page, footer and the floating e-mail button of the public pages. */
export default function PublicLayout() {
  const m = useMessages();
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {m.common.skipToContent}
      </a>
      <SiteNav />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <Outlet />
      </main>
      <Footer />
      <FloatingEmailButton />
    </>
  );
}
