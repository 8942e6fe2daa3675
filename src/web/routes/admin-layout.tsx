import { lazy } from "react";

// The gate, the shell and the cleaner's area are one import away, not in this route's own module:
// a route entry's static imports are listed in the manifest every public page downloads (decision
// 046), and this layout's were 46 chunks; lazily, it lists the two every route has (decision 070).
const AdminRoot = lazy(() => import("./admin-root"));

/** Every admin route (/admin, /admin/*, /admin-dashboard): see routes/admin-root.tsx. */
export default function AdminLayout() {
  return <AdminRoot />;
}
