import { VisitorDashboard } from "~/features/admin/visitors/visitor-dashboard";

/** /admin-dashboard: the visitor dashboard (O-04: the spec's route, inside the admin area). */
export default function AdminVisitors() {
  return <VisitorDashboard />;
}
