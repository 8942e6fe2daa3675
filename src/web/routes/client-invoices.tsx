import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { useMessages } from "~/i18n";
import { portalMeta } from "~/lib/page-meta";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = () => portalMeta(pageTexts.portalInvoices);

// /client-dashboard/invoices and /client-dashboard/invoices/{id}: one route whose thin module loads
// the list or the invoice's page (see client-quotes.tsx); the payment panel loads with the page.
const InvoicesPage = lazy(() => import("~/features/portal/invoices-page"));
const InvoicePage = lazy(() => import("~/features/portal/invoice/invoice-page"));

export default function ClientInvoices() {
  const m = useMessages();
  const id = (useParams()["*"] ?? "").replace(/\/+$/, "");
  return (
    <Suspense
      fallback={
        <p role="status" className="py-10 text-muted">
          {m.common.loading}
        </p>
      }
    >
      {id ? <InvoicePage key={id} id={id} /> : <InvoicesPage />}
    </Suspense>
  );
}
