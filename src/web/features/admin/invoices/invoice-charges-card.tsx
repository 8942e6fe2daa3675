import { CreditCard, XCircle } from "lucide-react";
import type { ChargeStatus } from "@shared/schemas/autopay";
import type { InvoiceDetail } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate, formatMoney } from "~/lib/display-format";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { useCloseCharge } from "../api/charges";
import { ActionButton } from "../billing/actions-bar";
import { InfoCard } from "../components/info-card";
import { notifySaveFailed } from "../server-message";
import { useSessionCheck } from "../use-failure-toast";

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

/** An attempt Stripe could not account for: staff close it once the Stripe Dashboard shows no payment. */
function CloseUnknown({ invoiceId, attempt }: { invoiceId: string; attempt: number }) {
  const m = useAdminMessages().admin.invoices.view.charges;
  const close = useCloseCharge(invoiceId);
  const checkSession = useSessionCheck();
  return (
    <ActionButton
      variant="secondary"
      icon={XCircle}
      label={m.close}
      aria-label={m.closeLabel(attempt)}
      busy={close.isPending}
      busyLabel={m.closing}
      disabled={close.isPending}
      onClick={() =>
        void close
          .mutateAsync(attempt)
          .then(() => notify.success(m.closed.title, m.closed.description))
          .catch((err: unknown) => {
            checkSession(err);
            notifySaveFailed(err, m.closeFailed);
          })
      }
    />
  );
}

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
              <div className="flex shrink-0 flex-col items-end gap-2">
                <p data-amount className="font-semibold tabular-nums text-ink">
                  {formatMoney(c.amountCents)}
                </p>
                {c.status === "unknown" ? <CloseUnknown invoiceId={invoice.id} attempt={c.attempt} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </InfoCard>
  );
}
