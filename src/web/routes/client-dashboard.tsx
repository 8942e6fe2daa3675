import { DashboardCards } from "~/features/portal/dashboard-cards";
import { PageHeader } from "~/features/portal/page-header";
import { usePortalMessages } from "~/i18n/portal-messages";
import { portalMeta } from "~/lib/page-meta";
import { usePortalSession } from "~/features/portal/use-portal-session";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = () => portalMeta(pageTexts.portalDashboard);

/** /client-dashboard: the four cards. */
export default function ClientDashboard() {
  const m = usePortalMessages().portal.dashboard;
  const session = usePortalSession();
  return (
    <div className="space-y-8">
      <PageHeader title={m.heading} intro={m.intro} />
      <DashboardCards session={session} />
    </div>
  );
}
