import { CheckCircle2, Clock, LogIn, UserX } from "lucide-react";
import type { CrewState } from "@shared/schemas/service-visits";
import { useCrewAssignMessages } from "~/i18n/crew-assign-messages";
import { cn } from "~/lib/cn";

// The week view's crew parts (decision 064): a visit's crew state and "Unassigned" as text with a
// badge (never colour alone), and each staff member's load for the week.

const STATE_LOOK: Record<NonNullable<CrewState>, { icon: typeof Clock; className: string }> = {
  checkedIn: { icon: LogIn, className: "bg-sky-50 text-sky-900 ring-sky-300" },
  late: { icon: Clock, className: "bg-red-50 text-red-800 ring-red-300" },
  done: { icon: CheckCircle2, className: "bg-green-50 text-green-800 ring-green-300" },
};
const badge = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";

/** The crew's state on a visit, as a labelled badge; nothing when there is none. */
export function CrewStateBadge({ state }: { state: CrewState }) {
  const t = useCrewAssignMessages().week.states;
  if (!state) return null;
  const { icon: Icon, className } = STATE_LOOK[state];
  return (
    <span data-crew-state={state} className={cn(badge, className)}>
      <Icon aria-hidden="true" className="h-3 w-3" />
      {t[state]}
    </span>
  );
}

/** "Unassigned", as a badge on a visit nobody is on. */
export function UnassignedBadge() {
  const t = useCrewAssignMessages().week;
  return (
    <span data-unassigned className={cn(badge, "bg-amber-50 text-amber-900 ring-amber-400")}>
      <UserX aria-hidden="true" className="h-3 w-3" />
      {t.unassigned}
    </span>
  );
}

export type WeekLoad = { userId: string; name: string; visits: number; minutes: number };

const hours = (minutes: number) => (Math.round((minutes / 60) * 100) / 100).toString();

/** Each staff member's visits and hours of the week, and how many visits nobody is on. */
export function WeekLoadTable({ load, unassigned }: { load: WeekLoad[]; unassigned: number }) {
  const t = useCrewAssignMessages().week;
  return (
    <section aria-labelledby="week-load" data-week-load className="mb-4 rounded-xl bg-white p-3 ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="week-load" className="font-semibold text-ink">
          {t.loadHeading}
        </h2>
        {unassigned ? (
          <p data-unassigned-count className="inline-flex items-center gap-2 text-sm text-ink">
            <UnassignedBadge /> {t.unassignedCount(unassigned)}
          </p>
        ) : null}
      </div>
      {load.length ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[18rem] text-left text-sm">
            <caption className="sr-only">{t.loadCaption}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t.member}
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  {t.visits}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t.hours}
                </th>
              </tr>
            </thead>
            <tbody>
              {load.map((l) => (
                <tr key={l.userId} data-load={l.name} className="border-t border-line">
                  <th scope="row" className="py-1 pr-4 font-medium text-ink">
                    {l.name}
                  </th>
                  <td data-load-visits className="py-1 pr-4 text-right tabular-nums">
                    {l.visits}
                  </td>
                  <td data-load-hours className="py-1 text-right tabular-nums">
                    {hours(l.minutes)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
