import { lazy, Suspense } from "react";
import { useMessages } from "~/i18n";
import { portalMeta } from "~/lib/page-meta";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = () => portalMeta(pageTexts.portalInvoices);

// A thin module that loads the page: its entry in the manifest every public page downloads stays
// short (see client-quotes.tsx).
const InvoicesPage = lazy(() => import("~/features/portal/invoices-page"));

export default function ClientInvoices() {
  const m = useMessages();
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-muted">
          {m.common.loading}
        </p>
      }
    >
      <InvoicesPage />
    </Suspense>
  );
}
