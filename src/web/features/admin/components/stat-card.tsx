import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A dashboard card (`<li>` of a list of cards): its name and icon, then what the caller shows under them (the figure, a hint). */
export function StatCard({ id, label, icon: Icon, children }: { id: string; label: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <li data-stat={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-muted">{label}</h2>
        <span className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
      </div>
      {children}
    </li>
  );
}
