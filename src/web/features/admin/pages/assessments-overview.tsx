import { CalendarDays, ClipboardList, Filter, Inbox, PawPrint, type LucideIcon } from "lucide-react";
import { useAdminMessages } from "~/i18n/admin-messages";
import { AdminPage } from "../shell/admin-page";

type StatKey = "total" | "week" | "pets" | "filtered";
const STATS: { key: StatKey; icon: LucideIcon }[] = [
  { key: "total", icon: ClipboardList },
  { key: "week", icon: CalendarDays },
  { key: "pets", icon: PawPrint },
  { key: "filtered", icon: Filter },
];

/**
 * /admin: the Job Assessments page (spec 001 §2.3) before its list arrives. The four cards are in
 * place, without figures: nothing is fetched and no number is shown that is not real.
 */
export function AssessmentsOverview() {
  const m = useAdminMessages().admin.assessments;
  return (
    <AdminPage title={m.heading} description={m.intro}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {STATS.map(({ key, icon: Icon }) => (
          <li key={key} data-stat={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-sm font-medium text-muted">{m.stats[key]}</h2>
              <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
            </div>
            <p className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{m.notAvailable}</span>
            </p>
            <p className="mt-1 text-xs text-muted">{m.statHints[key]}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="assessments-list-heading" className="mt-6 rounded-xl bg-white shadow-sm ring-1 ring-line">
        <h2 id="assessments-list-heading" className="border-b border-line px-5 py-4 text-base font-semibold text-ink">
          {m.listHeading}
        </h2>
        <div className="flex flex-col items-center px-6 py-14 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line">
            <Inbox aria-hidden="true" className="h-7 w-7" />
          </span>
          <p className="mt-4 text-lg font-semibold text-ink">{m.listSoon}</p>
          <p className="mt-1.5 max-w-lg text-sm text-muted">{m.listSoonText}</p>
        </div>
      </section>
    </AdminPage>
  );
}
