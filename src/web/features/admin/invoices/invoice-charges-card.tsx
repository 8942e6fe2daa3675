import { CreditCard } from "lucide-react";
import type { ChargeStatus } from "@shared/schemas/autopay";
import type { InvoiceDetail } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate, formatMoney } from "~/lib/display-format";
import { cn } from "~/lib/cn";
import { InfoCard } from "../components/info-card";

type Invoice = InvoiceDetail["invoice"];

const TONE: Record<ChargeStatus, string> = {
  queued: "bg-slate-100 text-slate-800",
  sending: "bg-sky-50 text-sky-900",
  processing: "bg-sky-50 text-sky-900",
  succeeded: "bg-emerald-50 text-emerald-900",
  failed: "bg-amber-50 text-amber-950",
  canceled: "bg-slate-100 text-slate-700",
  unknown: "bg-red-50 text-red-900",
};

/** Automatic payment of the invoice (decision 074): each attempt on the card on file, its state, when, and what the bank said. */
export function InvoiceCharges({ invoice }: { invoice: Invoice }) {
  const m = useAdminMessages().admin.invoices.view.charges;
  return (
    <InfoCard id="charges" title={m.heading} icon={CreditCard} className="lg:col-span-2">
      <ul className="mt-4 divide-y divide-line text-sm">
        {invoice.charges.map((c) => {
          const when = c.settledAt ?? c.sendAfter;
          return (
            <li key={c.attempt} data-charge={c.attempt} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {m.attempt(c.attempt)} · {c.card}{" "}
                  <span data-charge-status className={cn("ml-1 rounded-full px-2 py-0.5 text-xs font-medium", TONE[c.status])}>
                    {m.status[c.status]}
                  </span>
                </p>
                <p className="text-xs text-muted [overflow-wrap:anywhere]">
                  {[
                    `${c.status === "queued" ? m.due : m.on}: ${formatDate(when) ?? when}`,
                    c.failureMessage && c.status !== "succeeded" && `${m.answer}: ${c.failureMessage}`,
                    c.paymentIntentId && `${m.reference}: ${c.paymentIntentId}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <p data-amount className="font-semibold tabular-nums text-ink">
                {formatMoney(c.amountCents)}
              </p>
            </li>
          );
        })}
      </ul>
    </InfoCard>
  );
}
