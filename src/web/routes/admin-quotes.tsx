import { lazy, Suspense } from "react";
import { useMessages } from "~/i18n";

// The quote pages: /admin/quote/{assessmentId} (the builder from an assessment) and /admin/quotes
// and below. Both route entries use this thin module, which loads the pages lazily
// (quotes-hub.tsx reads the path itself), so the public pages' manifest stays short.
const QuotesHub = lazy(() => import("~/features/admin/quotes/quotes-hub"));

export default function AdminQuotes() {
  const m = useMessages();
  return (
    <Suspense
      fallback={
        <p role="status" className="px-6 py-14 text-center text-muted">
          {m.common.loading}
        </p>
      }
    >
      <QuotesHub />
    </Suspense>
  );
}
