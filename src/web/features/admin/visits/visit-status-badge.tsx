import type { ServiceVisitStatus } from "@shared/schemas/service-visits";
import { useAdminMessages } from "~/i18n/admin-messages";
import { StatusPill, TONES, type Tone } from "../components/status-pill";

// One tone per status, as the billing badges; the week view's cards take their edge colour from
// the same table.
export const VISIT_TONES: Record<ServiceVisitStatus, Tone & { edge: string }> = {
  scheduled: { ...TONES.blue, edge: "border-l-blue-600" },
  completed: { ...TONES.green, edge: "border-l-green-600" },
  cancelled: { badge: "bg-slate-100 text-slate-700 ring-slate-300", dot: "bg-slate-400", edge: "border-l-slate-400" },
  missed: { ...TONES.amber, edge: "border-l-amber-500" },
};

/** A visit's status as a coloured pill with its name. */
export function VisitStatusBadge({ status }: { status: ServiceVisitStatus }) {
  const label = useAdminMessages().admin.visits.statuses[status];
  return (
    <StatusPill data-status={status} tone={VISIT_TONES[status]}>
      {label}
    </StatusPill>
  );
}
