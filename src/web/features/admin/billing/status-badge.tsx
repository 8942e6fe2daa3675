import type { AdminInvoiceState } from "@shared/schemas/invoices";
import type { AdminQuoteState } from "@shared/schemas/quotes";
import { StatusPill, TONES, type Tone } from "../components/status-pill";

/** Every state a quote or an invoice can show in the admin. */
export type BillingState = AdminQuoteState | AdminInvoiceState;

// One tone per state; a quote's and an invoice's states of the same sense share theirs (sent and
// outstanding, expired and overdue, accepted and paid).
const BILLING_TONES: Record<BillingState, Tone> = {
  draft: TONES.slate,
  sent: TONES.blue,
  outstanding: TONES.blue,
  expired: TONES.amber,
  overdue: TONES.amber,
  accepted: TONES.green,
  paid: TONES.green,
  declined: TONES.red,
  void: { badge: "bg-white text-slate-700 ring-slate-300", dot: "bg-slate-400" },
};

/** A quote's or an invoice's status as a coloured pill with its name (`label`, from the caller's catalog). */
export function StatusBadge({ status, label }: { status: BillingState; label: string }) {
  return (
    <StatusPill data-status={status} tone={BILLING_TONES[status]}>
      {label}
    </StatusPill>
  );
}
