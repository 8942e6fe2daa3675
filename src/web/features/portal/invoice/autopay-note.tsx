import { CreditCard } from "lucide-react";
import type { InvoiceAutopay } from "@shared/schemas/autopay";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import { cn } from "~/lib/cn";

/**
 * What automatic payment is doing with this invoice (decision 074): it will be charged, it is being
 * charged, it was declined and is tried again on a day, it was declined for good, or it was paid.
 * A declined charge is amber: the client can still pay by another way below.
 */
export function AutopayNote({ autopay }: { autopay: InvoiceAutopay | null }) {
  const m = usePortalMessages().portal.invoice.autopay;
  const f = useFormat();
  if (!autopay) return null;
  const { card, state } = autopay;
  const text = state === "retrying" ? m.retrying(card, f.date(autopay.nextTry) ?? "") : m[state](card);
  const declined = state === "retrying" || state === "failed";
  return (
    <p
      data-autopay={state}
      className={cn(
        "flex items-start gap-3 rounded-2xl p-4 text-sm ring-1 ring-inset",
        declined ? "bg-amber-50 text-amber-950 ring-amber-200" : "bg-slate-50 text-slate-800 ring-slate-200",
      )}
    >
      <CreditCard aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
