import type { PortalInvoiceState, PortalQuoteState } from "@shared/portal";
import { cn } from "~/lib/cn";

// Each status has its own tone; every pair keeps AA contrast (the -800 text on the -50 fill).
const TONES: Record<PortalQuoteState | PortalInvoiceState, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  accepted: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  declined: "bg-slate-100 text-slate-700 ring-slate-200",
  expired: "bg-slate-100 text-slate-700 ring-slate-200",
  withdrawn: "bg-slate-100 text-slate-700 ring-slate-200",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  outstanding: "bg-amber-50 text-amber-800 ring-amber-200",
  overdue: "bg-red-50 text-red-800 ring-red-200",
};

/** A quote's or invoice's status as a small pill with its text. */
export function StatusBadge({ status, label }: { status: PortalQuoteState | PortalInvoiceState; label: string }) {
  return (
    <span data-status={status} className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", TONES[status])}>
      {label}
    </span>
  );
}
