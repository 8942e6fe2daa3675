import type { AdminInvoiceState } from "@shared/schemas/invoices";
import type { AdminQuoteState } from "@shared/schemas/quotes";
import { cn } from "~/lib/cn";

/** Every state a quote or an invoice can show in the admin. */
export type BillingState = AdminQuoteState | AdminInvoiceState;

// One tone per state; a quote's and an invoice's states of the same sense share theirs (sent and
// outstanding, expired and overdue, accepted and paid). Each pair keeps AA contrast (the -800/-900
// text on the -50 fill), as the lead badges do.
const TONES: Record<BillingState, { badge: string; dot: string }> = {
  draft: { badge: "bg-slate-100 text-slate-700 ring-slate-200", dot: "bg-slate-500" },
  sent: { badge: "bg-blue-50 text-blue-800 ring-blue-200", dot: "bg-blue-600" },
  outstanding: { badge: "bg-blue-50 text-blue-800 ring-blue-200", dot: "bg-blue-600" },
  expired: { badge: "bg-amber-50 text-amber-900 ring-amber-300", dot: "bg-amber-500" },
  overdue: { badge: "bg-amber-50 text-amber-900 ring-amber-300", dot: "bg-amber-500" },
  accepted: { badge: "bg-green-50 text-green-800 ring-green-200", dot: "bg-green-600" },
  paid: { badge: "bg-green-50 text-green-800 ring-green-200", dot: "bg-green-600" },
  declined: { badge: "bg-red-50 text-red-800 ring-red-200", dot: "bg-red-600" },
  void: { badge: "bg-white text-slate-700 ring-slate-300", dot: "bg-slate-400" },
};

/** A quote's or an invoice's status as a coloured pill with its name (`label`, from the caller's catalog). */
export function StatusBadge({ status, label }: { status: BillingState; label: string }) {
  const tone = TONES[status];
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
