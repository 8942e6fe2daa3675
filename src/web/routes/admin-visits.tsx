import { lazy, Suspense } from "react";
import { useMessages } from "~/i18n";

// The visits pages (/admin/visits and below), loaded lazily like the billing pages, so the
// manifest every public page downloads stays short.
const VisitsHub = lazy(() => import("~/features/admin/visits/visits-hub"));

export default function AdminVisits() {
  const m = useMessages();
  return (
    <Suspense
      fallback={
        <p role="status" className="px-6 py-14 text-center text-muted">
          {m.common.loading}
        </p>
      }
    >
      <VisitsHub />
    </Suspense>
  );
}
