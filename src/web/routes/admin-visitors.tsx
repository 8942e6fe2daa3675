import { useParams } from "react-router";
import { AdminNotFound } from "~/features/admin/pages/admin-not-found";
import { VisitorDashboard } from "~/features/admin/visitors/visitor-dashboard";

/** /admin-dashboard: the visitor dashboard (O-04: the spec's route, inside the admin area); the admin 404 below it. */
export default function AdminVisitors() {
  return useParams()["*"] ? <AdminNotFound /> : <VisitorDashboard />;
}
