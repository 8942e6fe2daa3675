import { Navigate, Outlet, useLocation } from "react-router";
import { CREW_PATH, OLD_CREW_PATH } from "@shared/admin-paths";
import { AdminGate } from "~/features/admin/auth/admin-gate";
import { CrewArea } from "~/features/admin/crew/crew-area";
import { AdminShell } from "~/features/admin/shell/admin-shell";
import { TwoStepGate } from "~/features/admin/auth/two-step/two-step-gate";
import { QueryProvider } from "~/lib/query-provider";

/**
 * Every admin route (/admin, /admin/*, /admin-dashboard): the gate, then the shell around the page
 * for owners and office staff; a cleaner gets their own page instead, and nothing of the admin area
 * (decision 060).
 */
export default function AdminRoot() {
  // The crew page's old address leads to its own route (decision 070), whoever opens it.
  if (useLocation().pathname.replace(/\/+$/, "") === OLD_CREW_PATH) return <Navigate to={CREW_PATH} replace />;
  return (
    <QueryProvider>
      <AdminGate>
        {(session) =>
          session.role === "cleaner" ? (
            <CrewArea session={session} />
          ) : (
            <TwoStepGate session={session}>
              <AdminShell session={session}>
                <Outlet />
              </AdminShell>
            </TwoStepGate>
          )
        }
      </AdminGate>
    </QueryProvider>
  );
}
