import { VISIT_DAILY_DAYS } from "@shared/schemas/visit";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatLongDate, formatShortDate } from "./visit-format";

type Day = { date: string; count: number };

/**
 * Visits per day as a bar chart: a list with one item per day. Each item names its day and count
 * for screen readers (and as a tooltip); the bars themselves are decoration.
 */
export function DailyChart({ daily, today }: { daily: Day[]; today: string }) {
  const m = useAdminMessages().admin.visitors.daily;
  const max = Math.max(0, ...daily.map((d) => d.count));
  // No days at all: the answer had none to give (the chart still names what it would show).
  const caption = m.caption(daily.length || VISIT_DAILY_DAYS);
  const first = daily[0];
  const last = daily.at(-1);
  return (
    <section aria-labelledby="daily-visits-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="daily-visits-heading" className="text-base font-semibold text-ink">
          {m.heading}
        </h2>
        {max > 0 ? <p className="text-sm text-muted">{m.max(max)}</p> : null}
      </div>
      <p className="mt-0.5 text-sm text-muted">{caption}</p>
      <div className="relative mt-5">
        {max === 0 ? <p className="absolute inset-0 flex items-center justify-center text-sm text-muted">{daily.length ? m.none : m.unavailable}</p> : null}
        <ol aria-label={caption} data-chart="daily" className="flex h-40 items-end gap-0.5 border-b border-line sm:h-48 sm:gap-1">
          {daily.map((d) => {
            const label = m.bar(formatLongDate(d.date), d.count);
            const height = max > 0 ? Math.max((d.count / max) * 100, d.count > 0 ? 3 : 0) : 0;
            return (
              <li key={d.date} data-day={d.date} data-count={d.count} title={label} className="flex h-full min-w-0 flex-1 flex-col justify-end">
                <span
                  aria-hidden="true"
                  className={cn("block w-full rounded-t-sm", d.count === 0 ? "h-0.5 bg-line" : d.date === today ? "bg-brand-800" : "bg-brand-600")}
                  style={d.count === 0 ? undefined : { height: `${height}%` }}
                />
                <span className="sr-only">{label}</span>
              </li>
            );
          })}
        </ol>
      </div>
      {first && last ? (
        <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-muted">
          <span>{formatShortDate(first.date)}</span>
          <span>{formatShortDate(last.date)}</span>
        </div>
      ) : null}
    </section>
  );
}
