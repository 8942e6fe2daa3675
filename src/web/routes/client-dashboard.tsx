import { lazy, Suspense } from "react";
import { useMessages } from "~/i18n";
import { portalMeta } from "~/lib/page-meta";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = () => portalMeta(pageTexts.portalDashboard);

// /client-dashboard: a thin module that loads the page (see client-quotes.tsx), so its cards, their
// dialogs and queries do not lengthen the manifest every public page downloads.
const DashboardPage = lazy(() => import("~/features/portal/dashboard-page"));

export default function ClientDashboard() {
  const m = useMessages();
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-muted">
          {m.common.loading}
        </p>
      }
    >
      <DashboardPage />
    </Suspense>
  );
}
