import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { useMessages } from "~/i18n";

// The lazily loaded admin pages: /admin (the Job Assessments dashboard), /admin/quote/{assessmentId}
// (the quote builder from an assessment), and /admin/leads, /admin/clients, /admin/quotes,
// /admin/invoices, /admin/visits and /admin/messaging and below (one route entry, admin/:section?/*). Every one of these route entries uses this thin module, which loads the
// pages lazily (each hub reads the rest of the path itself), so the manifest every public page
// downloads stays short. An unknown section is the admin 404, loaded lazily as well.
const Assessments = lazy(() => import("~/features/admin/assessments/assessments-dashboard").then((m) => ({ default: m.AssessmentsDashboard })));
const Quotes = lazy(() => import("~/features/admin/quotes/quotes-hub"));
const HUBS = {
  quote: Quotes,
  leads: lazy(() => import("~/features/admin/leads/leads-hub")),
  clients: lazy(() => import("~/features/admin/clients/clients-hub")),
  quotes: Quotes,
  invoices: lazy(() => import("~/features/admin/invoices/invoices-hub")),
  visits: lazy(() => import("~/features/admin/visits/visits-hub")),
  messaging: lazy(() => import("~/features/admin/messaging/messaging-hub")),
};
const NotFound = lazy(() => import("~/features/admin/pages/admin-not-found").then((m) => ({ default: m.AdminNotFound })));

export default function AdminHubs() {
  const m = useMessages();
  // By the route's parameters, not the paths: importing the paths would list one more chunk in the
  // manifest every public page downloads, under each of these routes.
  const { section, "*": rest } = useParams();
  const Hub = section === undefined ? (rest ? NotFound : Assessments) : Object.hasOwn(HUBS, section) ? HUBS[section as keyof typeof HUBS] : NotFound;
  return (
    <Suspense
      fallback={
        <p role="status" className="px-6 py-14 text-center text-muted">
          {m.common.loading}
        </p>
      }
    >
      <Hub />
    </Suspense>
  );
}
