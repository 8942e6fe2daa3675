import { useRoutes } from "react-router";
import { AdminNotFound } from "~/features/admin/pages/admin-not-found";
import { VisitorDashboard } from "~/features/admin/visitors/visitor-dashboard";

const ROUTES = [
  { path: "", element: <VisitorDashboard /> },
  { path: "*", element: <AdminNotFound /> },
];

/** /admin-dashboard: the visitor dashboard (O-04: the spec's route, inside the admin area); the admin 404 below it. */
export default function AdminVisitors() {
  return useRoutes(ROUTES);
}
