import { useQuery } from "@tanstack/react-query";
import { CalendarDays, History, LifeBuoy, Phone, UserRound, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@shared/paths";
import type { PortalVisit } from "@shared/portal";
import type { SessionInfo } from "@shared/schemas/auth";
import { telHref } from "@shared/format";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import { visitsQuery } from "./api/get-visits";
import { HistoryVisitAction, UpcomingVisitAction } from "./messages/visit-actions";
import { PortalCard } from "./portal-card";
import { QueryView } from "./query-view";
import { useSupportPhone } from "./api/company";
import { HistoryReport } from "./visit-report/history-report";

function Card({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <PortalCard icon={icon} title={title} className="flex flex-col" bodyClassName="flex flex-1 flex-col">
      {children}
    </PortalCard>
  );
}

function Empty({ text, hint }: { text: string; hint: string }) {
  return (
    <div className="flex flex-1 flex-col justify-center rounded-xl bg-surface px-4 py-6 text-center">
      <p className="font-medium text-ink">{text}</p>
      <p className="mt-1 text-sm text-muted">{hint}</p>
    </div>
  );
}

/** A card's visits, each with its day, arrival window, service and address; `empty` when there are none. */
function Visits({ visits, empty, kind }: { visits: PortalVisit[]; empty: ReactNode; kind: "upcoming" | "history" }) {
  const m = usePortalMessages().portal.dashboard;
  const f = useFormat();
  if (visits.length === 0) return empty;
  return (
    <ul className="divide-y divide-line">
      {visits.map((v) => {
        const window = m.window(f.clockTime(v.windowStart) ?? v.windowStart, f.clockTime(v.windowEnd) ?? v.windowEnd);
        const label = `${f.date(v.date)}, ${window}, ${v.service}`;
        return (
          <li key={v.id} data-visit={kind} className="py-3 first:pt-0 last:pb-0">
            <p className="font-medium text-ink">{f.date(v.date)}</p>
            <p className="text-sm text-ink">{window}</p>
            <p className="mt-1 text-sm text-ink">{v.service}</p>
            <p className="text-sm text-muted [overflow-wrap:anywhere]">{v.address}</p>
            {kind === "upcoming" ? <UpcomingVisitAction visit={v} label={label} /> : <HistoryVisitAction visit={v} label={label} />}
            {kind === "history" && <HistoryReport visitId={v.id} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Upcoming Services, Service History, Account Information and Need Help? (spec 000 §2), once the visits are read. */
export function DashboardCards({ session }: { session: SessionInfo }) {
  const supportPhone = useSupportPhone();
  const m = usePortalMessages().portal.dashboard;
  const f = useFormat();
  const visits = useQuery(visitsQuery);
  const memberSince = f.date(session.user.createdAt) ?? m.account.notAvailable;
  return (
    <QueryView query={visits} failed={m.visitsFailed}>
      {({ upcoming, history }) => (
        <div className="grid gap-5 md:grid-cols-2">
          <Card icon={CalendarDays} title={m.upcoming.title}>
            <Visits kind="upcoming" visits={upcoming} empty={<Empty text={m.upcoming.empty} hint={m.upcoming.hint} />} />
          </Card>
          <Card icon={History} title={m.history.title}>
            <Visits kind="history" visits={history} empty={<Empty text={m.history.empty} hint={m.history.hint} />} />
          </Card>
          <Card icon={UserRound} title={m.account.title}>
            <dl className="divide-y divide-line text-sm">
              <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 pb-3">
                <dt className="text-muted">{m.account.email}</dt>
                <dd data-account-email className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">
                  {session.user.email}
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 pt-3">
                <dt className="text-muted">{m.account.memberSince}</dt>
                <dd data-member-since className="font-medium text-ink">
                  {memberSince}
                </dd>
              </div>
            </dl>
          </Card>
          <Card icon={LifeBuoy} title={m.help.title}>
            <p className="text-sm text-muted">{m.help.text}</p>
            <div className="mt-auto flex flex-wrap gap-3 pt-5">
              <a href={telHref(supportPhone)} className={buttonVariants({ variant: "secondary", size: "sm" })}>
                <Phone aria-hidden="true" className="h-4 w-4" />
                {m.help.call(supportPhone)}
              </a>
              <Link to={paths.getQuote} className={buttonVariants({ size: "sm" })}>
                {m.help.requestService}
              </Link>
            </div>
          </Card>
        </div>
      )}
    </QueryView>
  );
}
