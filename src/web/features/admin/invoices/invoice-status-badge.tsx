import type { AdminInvoiceState } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";

// Each pair keeps AA contrast (the -800/-900 text on the -50 fill), as the quote badges do.
const TONES: Record<AdminInvoiceState, { badge: string; dot: string }> = {
  draft: { badge: "bg-slate-100 text-slate-700 ring-slate-200", dot: "bg-slate-500" },
  outstanding: { badge: "bg-blue-50 text-blue-800 ring-blue-200", dot: "bg-blue-600" },
  overdue: { badge: "bg-amber-50 text-amber-900 ring-amber-300", dot: "bg-amber-500" },
  paid: { badge: "bg-green-50 text-green-800 ring-green-200", dot: "bg-green-600" },
  void: { badge: "bg-white text-slate-700 ring-slate-300", dot: "bg-slate-400" },
};

/** An invoice's status as a coloured pill with its name. */
export function InvoiceStatusBadge({ status }: { status: AdminInvoiceState }) {
  const m = useAdminMessages().admin.invoices;
  const tone = TONES[status];
  return (
    <span
      data-status={status}
      className={cn("inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tone.badge)}
    >
      <span aria-hidden="true" className={cn("h-1.5 w-1.5 rounded-full", tone.dot)} />
      {m.statuses[status]}
    </span>
  );
}
