import { lazy, Suspense } from "react";
import { useMatches } from "react-router";
import { useMessages } from "~/i18n";

// The billing pages: /admin/quote/{assessmentId} (the builder from an assessment), /admin/quotes
// and /admin/invoices and below. Every one of these route entries uses this thin module, which
// loads the pages lazily (each hub reads the path itself), so the manifest every public page
// downloads stays short.
const QuotesHub = lazy(() => import("~/features/admin/quotes/quotes-hub"));
const InvoicesHub = lazy(() => import("~/features/admin/invoices/invoices-hub"));

export default function AdminBilling() {
  const m = useMessages();
  // By the route's id (routes.ts), not its path: importing the paths would list one more chunk in
  // the manifest every public page downloads, under each of these routes.
  const invoices = useMatches().some((match) => match.id === "invoices");
  return (
    <Suspense
      fallback={
        <p role="status" className="px-6 py-14 text-center text-muted">
          {m.common.loading}
        </p>
      }
    >
      {invoices ? <InvoicesHub /> : <QuotesHub />}
    </Suspense>
  );
}
