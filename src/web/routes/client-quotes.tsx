import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { useMessages } from "~/i18n";
import { portalMeta } from "~/lib/page-meta";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = () => portalMeta(pageTexts.portalQuotes);

// /client-dashboard/quotes and /client-dashboard/quotes/{id}: one route whose module loads the
// list or the quote's page. A thin module keeps its entry in the manifest every public page
// downloads short (see admin-clients.tsx); the quote page's forms load only when a quote opens.
const QuotesPage = lazy(() => import("~/features/portal/quotes-page"));
const QuotePage = lazy(() => import("~/features/portal/quote/quote-page"));

export default function ClientQuotes() {
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
      {id ? <QuotePage key={id} id={id} /> : <QuotesPage />}
    </Suspense>
  );
}
