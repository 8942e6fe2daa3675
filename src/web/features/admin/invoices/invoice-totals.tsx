import { TriangleAlert } from "lucide-react";
import { formatRate } from "@shared/billing/tax";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import type { LiveInvoiceTotals } from "./invoice-form-values";

const row = "flex items-baseline justify-between gap-4 py-2";

/**
 * The editor's totals as staff type: subtotal, each tax of the service address's province, total.
 * Taxes are known for Ontario and Quebec only (the server refuses any other province).
 */
export function InvoiceTotals({ live, province }: { live: LiveInvoiceTotals; province: string | null | undefined }) {
  const all = useAdminMessages().admin;
  const f = all.invoices.form;
  const { totals } = live;
  return (
    <section aria-labelledby="invoice-totals-heading" data-totals className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
      <h2 id="invoice-totals-heading" className="text-base font-semibold text-ink">
        {f.sections.totals}
      </h2>
      {totals ? (
        <dl className="mt-2 divide-y divide-line text-sm">
          <div className={row} data-total="subtotal">
            <dt className="text-muted">{f.subtotal}</dt>
            <dd className="tabular-nums text-ink">{formatMoney(totals.subtotalCents)}</dd>
          </div>
          {totals.taxes.map((t) => (
            <div key={t.code} className={row} data-total={t.code}>
              <dt className="text-muted">{f.tax(t.code, formatRate(t.rate))}</dt>
              <dd className="tabular-nums text-ink">{formatMoney(t.amountCents)}</dd>
            </div>
          ))}
          <div className={row} data-total="total">
            <dt className="font-semibold text-ink">{f.total}</dt>
            <dd className="text-lg font-bold tabular-nums text-ink">{formatMoney(totals.totalCents)}</dd>
          </div>
        </dl>
      ) : (
        <p data-no-taxes className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-inset ring-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" />
          {province ? f.untaxedProvince(all.clients.provinces[province as keyof typeof all.clients.provinces] ?? province) : f.noProvince}
        </p>
      )}
    </section>
  );
}
