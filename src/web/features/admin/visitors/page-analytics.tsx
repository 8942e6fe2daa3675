import { FileBarChart } from "lucide-react";
import { useAdminMessages } from "~/i18n/admin-messages";
import { Figure } from "../components/figure";
import type { VisitFigures } from "../api/read-visit-stats";

/** Each tracked path with its total and today's count, busiest first (P-VDASH-05, -06, -08). */
export function PageAnalytics({ pageStats }: { pageStats: VisitFigures["pageStats"] }) {
  const m = useAdminMessages().admin.visitors.pages;
  const rows = Object.entries(pageStats).sort(([pa, a], [pb, b]) => (b.total ?? -1) - (a.total ?? -1) || pa.localeCompare(pb));
  return (
    <section aria-labelledby="page-analytics-heading" className="rounded-xl bg-white shadow-sm ring-1 ring-line">
      <div className="border-b border-line px-5 py-4">
        <h2 id="page-analytics-heading" className="text-base font-semibold text-ink">
          {m.heading}
        </h2>
        <p className="mt-0.5 text-sm text-muted">{m.caption}</p>
      </div>
      {rows.length === 0 ? (
        <div data-empty className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-surface text-muted ring-1 ring-line">
            <FileBarChart aria-hidden="true" className="h-6 w-6" />
          </span>
          <p className="mt-4 font-semibold text-ink">{m.empty}</p>
          <p className="mt-1 max-w-sm text-sm text-muted">{m.emptyHint}</p>
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{m.caption}</caption>
            <thead className="bg-surface text-xs font-semibold uppercase tracking-wider text-muted">
              <tr>
                <th scope="col" className="px-5 py-3">
                  {m.page}
                </th>
                <th scope="col" className="px-5 py-3 text-right">
                  {m.total}
                </th>
                <th scope="col" className="px-5 py-3 text-right">
                  {m.today}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map(([path, stat]) => {
                const label = m.labels[path];
                return (
                  <tr key={path} data-path={path}>
                    <th scope="row" className="px-5 py-3 font-medium text-ink">
                      {label ? (
                        <>
                          <span data-label className="block">
                            {label}
                          </span>
                          <span className="block font-mono text-xs font-normal text-muted">{path}</span>
                        </>
                      ) : (
                        <span data-label className="block break-all font-mono text-sm">
                          {path}
                        </span>
                      )}
                    </th>
                    <td data-total className="px-5 py-3 text-right font-semibold tabular-nums text-ink">
                      <Figure value={stat.total} />
                    </td>
                    <td data-today className="px-5 py-3 text-right tabular-nums text-muted">
                      <Figure value={stat.today} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
