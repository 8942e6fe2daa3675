import { Outlet } from "react-router";
import { AdminGate } from "~/features/admin/auth/admin-gate";
import { AdminShell } from "~/features/admin/shell/admin-shell";
import { QueryProvider } from "~/lib/query-provider";

/** Every admin route (/admin, /admin/*, /admin-dashboard): the gate, then the shell around the page. */
export default function AdminLayout() {
  return (
    <QueryProvider>
      <AdminGate>
        {(session) => (
          <AdminShell session={session}>
            <Outlet />
          </AdminShell>
        )}
      </AdminGate>
    </QueryProvider>
  );
}
