import { TriangleAlert, Users } from "lucide-react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { AnnouncementAudience } from "@shared/schemas/announcements";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatCount } from "~/lib/display-format";
import { InfoCard } from "../components/info-card";

/** Who a draft reaches if sent now: how many people, by language, and the rule that decides it. */
export function AudienceCard({ audience }: { audience: AnnouncementAudience }) {
  const m = useAdminMessages().admin.announcements.audience;
  return (
    <InfoCard id="audience" title={m.heading} icon={Users}>
      <p className="mt-4 text-sm text-ink">
        <span data-audience className="text-2xl font-bold tracking-tight">
          {formatCount(audience.total)}
        </span>{" "}
        {m.mayReceive(audience.total)}
      </p>
      <p className="mt-1 text-sm text-muted">{m.split(audience.en, audience.fr)}</p>
      <p className="mt-3 text-xs text-muted">{m.rule}</p>
    </InfoCard>
  );
}

/** Above the announcements while the company has no mailing address: sending is refused until it is set. */
export function MailingAddressBanner() {
  const m = useAdminMessages().admin.announcements.noAddress;
  return (
    <div data-mailing-address-banner role="note" className="mb-6 flex gap-3 rounded-xl bg-amber-50 p-4 text-sm ring-1 ring-inset ring-amber-200">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
      <div className="min-w-0 text-amber-950">
        <p className="font-semibold">{m.title}</p>
        <p className="mt-0.5">
          {m.text}{" "}
          <Link to={adminPaths.settings} className="font-semibold underline underline-offset-2 hover:text-amber-800">
            {m.link}
          </Link>
        </p>
      </div>
    </div>
  );
}
