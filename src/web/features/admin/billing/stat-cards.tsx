import { Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Figure } from "../components/figure";
import { StatCard } from "../components/stat-card";

/** One card above a quote or invoice list; `value` is null while the figure is not known. */
export type BillingStat = { key: string; icon: LucideIcon; label: string; value: ReactNode; hint: string };

/** A figure not known: a spinner while the read is under way, a dash once it has ended without one (failed, or none to give). */
export function PendingFigure({ settled, loading }: { settled: boolean; loading: string }) {
  if (settled) return <Figure value={null} />;
  return (
    <>
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-muted" />
      <span className="sr-only">{loading}</span>
    </>
  );
}

/** The cards above a quote or invoice list: a figure each, and a hint under it once there is one. */
export function StatCards({ stats, settled, loading, className }: { stats: BillingStat[]; settled: boolean; loading: string; className: string }) {
  return (
    <ul className={className}>
      {stats.map(({ key, icon, label, value, hint }) => (
        <StatCard key={key} id={key} label={label} icon={icon}>
          <p data-value className="mt-2 text-2xl font-bold tracking-tight tabular-nums text-ink sm:text-3xl">
            {value ?? <PendingFigure settled={settled} loading={loading} />}
          </p>
          {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
        </StatCard>
      ))}
    </ul>
  );
}
