import { DashboardCards } from "./dashboard-cards";
import { PageHeader } from "./page-header";
import { usePortalSession } from "./use-portal-session";
import { usePortalMessages } from "~/i18n/portal-messages";

/** /client-dashboard: the four cards. */
export default function DashboardPage() {
  const m = usePortalMessages().portal.dashboard;
  const session = usePortalSession();
  return (
    <div className="space-y-8">
      <PageHeader title={m.heading} intro={m.intro} />
      <DashboardCards session={session} />
    </div>
  );
}
