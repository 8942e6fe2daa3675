import { Activity, CalendarDays, Eye, Loader2, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useAdminMessages } from "~/i18n/admin-messages";
import { Figure } from "../components/figure";
import { StatCard } from "../components/stat-card";
import { AdminPage } from "../shell/admin-page";
import type { VisitFigures } from "../api/read-visit-stats";
import { DailyChart } from "./daily-chart";
import { PageAnalytics } from "./page-analytics";
import { formatLongDate, formatWeekday } from "./visit-format";

/** A card whose figure may be a word or a day (the `value` block), with its hint always shown. */
function VisitorCard({ id, label, icon, value, hint }: { id: string; label: string; icon: LucideIcon; value: ReactNode; hint: ReactNode }) {
  return (
    <StatCard id={id} label={label} icon={icon}>
      <div data-value className="mt-2">
        {value}
      </div>
      <p data-hint className="mt-1 text-xs text-muted">
        {hint}
      </p>
    </StatCard>
  );
}

const bigNumber = (n: number | null) => (
  <p className="text-2xl font-bold tracking-tight tabular-nums text-ink sm:text-3xl">
    <Figure value={n} />
  </p>
);

/** The visitor dashboard's content (spec 000 §2): cards, daily chart, Page Analytics, Visitor Tracking. */
export function VisitorStatsView({ stats }: { stats: VisitFigures | undefined }) {
  const m = useAdminMessages().admin.visitors;
  return (
    <AdminPage title={m.heading} description={m.intro}>
      {stats ? (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <VisitorCard id="total" label={m.cards.total} icon={Users} value={bigNumber(stats.totalVisitors)} hint={m.cards.totalHint} />
            <VisitorCard id="today" label={m.cards.today} icon={Eye} value={bigNumber(stats.todayVisitors)} hint={m.cards.todayHint} />
            <VisitorCard
              id="date"
              label={m.cards.date}
              icon={CalendarDays}
              value={
                <p className="text-lg font-bold leading-snug tracking-tight text-ink sm:text-xl">
                  <time dateTime={stats.date}>{formatLongDate(stats.date)}</time>
                </p>
              }
              hint={m.cards.dateHint(formatWeekday(stats.date))}
            />
            <VisitorCard
              id="status"
              label={m.cards.status}
              icon={Activity}
              value={
                <p className="flex items-center gap-2 text-2xl font-bold tracking-tight text-brand-700 sm:text-3xl">
                  <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-500 ring-4 ring-emerald-100" />
                  {m.cards.active}
                </p>
              }
              hint={m.cards.trackingEnabled}
            />
          </ul>
          <div className="mt-6">
            <DailyChart daily={stats.daily} today={stats.date} />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <PageAnalytics pageStats={stats.pageStats} />
            </div>
            <section aria-labelledby="visitor-tracking-heading" className="self-start rounded-xl bg-white p-5 shadow-sm ring-1 ring-line">
              <h2 id="visitor-tracking-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
                <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" />
                {m.tracking.heading}
              </h2>
              <p className="mt-3 text-sm text-muted">{m.tracking.text}</p>
              <p className="mt-3 text-sm text-muted">{m.tracking.privacy}</p>
            </section>
          </div>
        </>
      ) : (
        <p role="status" className="flex items-center gap-2 py-10 text-muted">
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin text-brand-700" />
          {m.loading}
        </p>
      )}
    </AdminPage>
  );
}
