import { Banknote, Receipt } from "lucide-react";
import type { InvoiceDetail } from "@shared/schemas/invoices";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDate, formatMoney, formatShortDay } from "~/lib/display-format";
import { InfoCard } from "../components/info-card";
import { RefundButton, refundableCents } from "./invoice-refunds";

type Invoice = InvoiceDetail["invoice"];

/** Every payment received: when, how, its reference, how much, and who recorded it (or Stripe). */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const all = useAdminMessages().admin.invoices;
  const m = all.view.payments;
  const recorder = (p: Invoice["payments"][number]) => (p.source === "stripe" ? m.stripe : p.recordedBy);
  const refundWords = useAdminMessages().admin.refunds;
  return (
    <InfoCard id="payments" title={m.heading} icon={Banknote}>
      {invoice.payments.length ? (
        <ul className="mt-4 divide-y divide-line text-sm">
          {invoice.payments.map((p) => (
            <li key={p.id} data-payment={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  <time dateTime={p.paidOn}>{formatShortDay(p.paidOn) ?? p.paidOn}</time> · {all.methods[p.method]}
                </p>
                <p className="text-xs text-muted [overflow-wrap:anywhere]">
                  {[p.reference && `${m.reference}: ${p.reference}`, recorder(p) && `${m.recordedBy}: ${recorder(p)}`].filter(Boolean).join(" · ")}
                </p>
              </div>
              <p data-amount className="font-semibold tabular-nums text-ink">
                {formatMoney(p.amountCents)}
                {/* A tip for the crew paid with it (decision 075): not the invoice's money. */}
                {p.tipCents ? (
                  <span data-tip className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                    {m.tip(formatMoney(p.tipCents))}
                  </span>
                ) : null}
              </p>
              {/* Card refunds (decision 076): what was given back, and the Refund button while some is left. */}
              {p.refundedCents ? (
                <p data-refunded className="basis-full text-right text-xs font-medium text-red-800">
                  {refundWords.refunded(formatMoney(p.refundedCents))}
                </p>
              ) : null}
              {refundableCents(invoice, p) ? (
                <div className="flex basis-full justify-end">
                  <RefundButton invoice={invoice} payment={p} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted">{m.none}</p>
      )}
    </InfoCard>
  );
}

/** The credits: credit notes staff wrote (with their reason) and the deposit paid on the quote's deposit invoice. */
export function InvoiceCredits({ invoice }: { invoice: Invoice }) {
  const m = useAdminMessages().admin.invoices.view.credits;
  return (
    <InfoCard id="credits" title={m.heading} icon={Receipt}>
      {invoice.credits.length ? (
        <ul className="mt-4 divide-y divide-line text-sm">
          {invoice.credits.map((c) => (
            <li key={c.id} data-credit={c.kind} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
              <div className="min-w-0">
                <p className="font-medium text-ink">{c.kind === "deposit" ? m.deposit(c.number) : m.creditNote(c.number)}</p>
                <p className="text-xs text-muted [overflow-wrap:anywhere]">
                  <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
                  {c.reason ? ` · ${c.reason}` : null}
                </p>
              </div>
              <p data-amount className="font-semibold tabular-nums text-ink">
                {formatMoney(c.amountCents)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted">{m.none}</p>
      )}
    </InfoCard>
  );
}
