import { CheckCircle2, Info } from "lucide-react";
import { useLocation } from "react-router";
import { usePortalMessages } from "~/i18n/portal-messages";
import { cn } from "~/lib/cn";

/**
 * Back from the card payment page: `?paid=1` thanks the client and says the payment is being
 * confirmed (the invoice becomes Paid when the payment processor confirms it, not when the
 * browser comes back); `?cancelled=1` says nothing was charged. Nothing once the invoice is paid.
 */
export function CardReturnNote({ paid }: { paid: boolean }) {
  const m = usePortalMessages().portal.invoice.cardReturn;
  const query = new URLSearchParams(useLocation().search);
  const which = query.get("paid") === "1" ? "paid" : query.get("cancelled") === "1" ? "cancelled" : null;
  if (!which || paid) return null;
  const Icon = which === "paid" ? CheckCircle2 : Info;
  return (
    <div
      role="status"
      data-card-return={which}
      className={cn(
        "flex items-start gap-3 rounded-2xl p-5 ring-1 ring-inset",
        which === "paid" ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-slate-100 text-slate-800 ring-slate-200",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{m[which].title}</p>
        <p className="mt-0.5 text-sm">{m[which].text}</p>
      </div>
    </div>
  );
}
