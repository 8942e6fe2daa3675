import type { ServiceVisitStatus } from "@shared/schemas/service-visits";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";

// One tone per status, each pair of AA contrast (the -800/-900 text on the -50 fill), as the
// billing badges; the week view's cards take their edge colour from the same table.
export const VISIT_TONES: Record<ServiceVisitStatus, { badge: string; dot: string; edge: string }> = {
  scheduled: { badge: "bg-blue-50 text-blue-800 ring-blue-200", dot: "bg-blue-600", edge: "border-l-blue-600" },
  completed: { badge: "bg-green-50 text-green-800 ring-green-200", dot: "bg-green-600", edge: "border-l-green-600" },
  cancelled: { badge: "bg-slate-100 text-slate-700 ring-slate-300", dot: "bg-slate-400", edge: "border-l-slate-400" },
  missed: { badge: "bg-amber-50 text-amber-900 ring-amber-300", dot: "bg-amber-500", edge: "border-l-amber-500" },
};

/** A visit's status as a coloured pill with its name. */
export function VisitStatusBadge({ status }: { status: ServiceVisitStatus }) {
  const label = useAdminMessages().admin.visits.statuses[status];
  const tone = VISIT_TONES[status];
  return (
    <span
      data-status={status}
      className={cn("inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tone.badge)}
    >
      <span aria-hidden="true" className={cn("h-1.5 w-1.5 rounded-full", tone.dot)} />
      {label}
    </span>
  );
}
