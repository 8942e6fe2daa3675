import { DashboardCards } from "./dashboard-cards";
import { NeedsYou } from "./needs-you";
import { PageHeader } from "./page-header";
import { usePortalSession } from "./use-portal-session";
import { usePortalMessages } from "~/i18n/portal-messages";

/** /client-dashboard: what needs the client first (decision 050), then the four cards. */
export default function DashboardPage() {
  const m = usePortalMessages().portal.dashboard;
  const session = usePortalSession();
  return (
    <div className="space-y-8">
      <PageHeader title={m.heading} intro={m.intro} />
      <NeedsYou />
      <DashboardCards session={session} />
    </div>
  );
}
