import { useQuery } from "@tanstack/react-query";
import { CalendarOff, ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { businessDay } from "@shared/business-time";
import { addDays } from "@shared/calendar-date";
import type { ClosedDayEntry } from "@shared/schemas/closed-days";
import type { ServiceVisitWeekItem } from "@shared/schemas/service-visits";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { visitRangeQuery } from "../api/service-visits";
import { LoadFailed, Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast } from "../use-failure-toast";
import { VisitsActions } from "./view-switch";
import { VisitStatusBadge, VISIT_TONES } from "./visit-status-badge";
import { windowText } from "./visit-format";
import { closedDaysQuery } from "./closed-days-api";
import { dayNames, isDay, mondayOf, weekDays } from "./week-days";
import { CrewStateBadge, UnassignedBadge, WeekLoadTable } from "./week-crew";

/** One visit in its day: window, client, service, staff and status, a link to its page. */
function VisitCard({ visit }: { visit: ServiceVisitWeekItem }) {
  const m = useAdminMessages().admin.visits;
  const muted = visit.status === "cancelled" || visit.status === "missed";
  const unassigned = visit.staff.length === 0 && visit.status === "scheduled";
  return (
    <li>
      <Link
        to={adminPaths.visitView(visit.id)}
        data-visit={visit.id}
        data-status={visit.status}
        data-crew-state={visit.crewState ?? undefined}
        className={cn(
          unassigned && "border-dashed bg-amber-50/40",
          "block rounded-lg border-l-4 bg-white p-2.5 text-sm shadow-sm xl:p-2 xl:text-[0.8125rem] xl:leading-snug ring-1 ring-line transition hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600",
          VISIT_TONES[visit.status].edge,
        )}
      >
        <span data-window className="block font-semibold tabular-nums text-ink">
          {windowText(visit, m.window)}
        </span>
        <span data-client className={cn("block font-medium [overflow-wrap:anywhere]", muted ? "text-muted line-through" : "text-ink")}>
          {visit.clientName}
        </span>
        <span data-service className="block text-muted [overflow-wrap:anywhere]">
          {visit.service}
        </span>
        <span data-staff className="block text-xs text-muted [overflow-wrap:anywhere]">
          {visit.staff.length ? visit.staff.join(", ") : m.week.unassigned}
        </span>
        <span className="mt-1.5 flex flex-wrap gap-1">
          <VisitStatusBadge status={visit.status} />
          <CrewStateBadge state={visit.crewState} />
          {unassigned ? <UnassignedBadge /> : null}
        </span>
      </Link>
    </li>
  );
}

/** A day's column (a row on a narrow screen): its name and date, its visits by window, or "No visits". */
function DayColumn({ day, today, visits, closed }: { day: string; today: string; visits: ServiceVisitWeekItem[]; closed: ClosedDayEntry[] }) {
  const m = useAdminMessages().admin.visits.week;
  const c = useAdminMessages().admin.visits.closedDays;
  const names = dayNames(day);
  const isToday = day === today;
  return (
    <div
      data-day={day}
      data-closed={closed.length > 0 || undefined}
      className={cn(
        "flex min-w-0 flex-col rounded-xl bg-surface p-2 ring-1 ring-line",
        closed.length > 0 && "bg-amber-50/60",
        isToday && "ring-2 ring-brand-600",
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 px-1 pb-2 xl:block">
        <h2 id={`day-${day}`} className="whitespace-nowrap font-semibold text-ink">
          <span className="xl:hidden">{names.long}</span>
          <span className="hidden xl:inline">{names.short}</span> <span className="font-normal text-muted">{names.date}</span>
        </h2>
        <p className="text-xs text-muted">
          {isToday ? <span className="mr-1 font-semibold text-brand-800">{m.today}</span> : null}
          <span data-count>{m.count(visits.length)}</span>
        </p>
      </div>
      {closed.map((d) => (
        <p
          key={`${d.name}-${d.id ?? ""}`}
          data-closed-day
          className="mx-1 mb-2 flex items-start gap-1.5 rounded-md bg-amber-100 px-2 py-1 text-xs font-medium text-amber-950"
        >
          <CalendarOff aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
          <span>
            {c.closedLabel(d.name)}
            {d.provinces && d.provinces.length < 2 ? ` (${c.where[d.provinces[0]!]})` : ""}
          </span>
        </p>
      ))}
      {visits.length ? (
        // Many visits in a day scroll inside the day on a wide screen (its region can be reached by keyboard).
        <div role="region" aria-labelledby={`day-${day}`} tabIndex={0} className="min-h-0 xl:max-h-[36rem] xl:overflow-y-auto">
          <ol className="space-y-2">
            {visits.map((v) => (
              <VisitCard key={v.id} visit={v} />
            ))}
          </ol>
        </div>
      ) : (
        <p className="px-1 pb-1 text-sm text-muted">{m.none}</p>
      )}
    </div>
  );
}

/**
 * /admin/visits: a week of visits, Monday to Sunday (?week=<any day of it>; this week by default),
 * each day's visits by arrival window; Previous week, This week and Next week.
 */
export function WeekView() {
  const m = useAdminMessages().admin.visits;
  const [params, setParams] = useSearchParams();
  const today = businessDay();
  const asked = params.get("week");
  const monday = mondayOf(isDay(asked) ? asked : today);
  const days = weekDays(monday);
  const sunday = days[6]!;
  const range = useQuery(visitRangeQuery(monday, sunday));
  const closed = useQuery(closedDaysQuery(monday, sunday));
  useFailureToast(range, () => notify.error(m.fetchFailed.title, m.fetchFailed.description));
  const go = (day: string | null) => setParams(day ? { week: day } : {}, { preventScrollReset: true });

  const byDay = new Map<string, ServiceVisitWeekItem[]>(days.map((d) => [d, []]));
  for (const v of range.data?.visits ?? []) byDay.get(v.date)?.push(v);
  const unassigned = range.data?.visits.filter((v) => v.staff.length === 0 && v.status === "scheduled").length ?? 0;
  const year = monday.slice(0, 4);
  const heading = m.week.heading(dayNames(monday).date, `${dayNames(sunday).date}, ${year}`);

  return (
    <AdminPage title={m.pages.week.title} description={m.pages.week.intro} actions={<VisitsActions />}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-ink" data-week={monday} aria-live="polite">
          {heading}
          {range.data ? <span className="ml-2 text-sm font-normal text-muted">{m.week.total(range.data.visits.length)}</span> : null}
        </p>
        <nav aria-label={m.week.navLabel} className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => go(addDays(monday, -7))}>
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            {m.week.previous}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go(null)} disabled={monday === mondayOf(today)}>
            {m.week.thisWeek}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => go(addDays(monday, 7))}>
            {m.week.next}
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </nav>
      </div>
      {range.isError && !range.data ? (
        <LoadFailed framed text={m.week.failed} retry={m.week.retry} onRetry={() => void range.refetch()} retrying={range.isFetching} />
      ) : !range.data ? (
        <Loading framed text={m.loading} />
      ) : (
        <>
          <WeekLoadTable load={range.data.load} unassigned={unassigned} />
          <div data-week-grid className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-7 xl:gap-2">
            {days.map((d) => (
              <DayColumn key={d} day={d} today={today} visits={byDay.get(d) ?? []} closed={closed.data?.days.filter((c) => c.date === d) ?? []} />
            ))}
          </div>
        </>
      )}
    </AdminPage>
  );
}
