import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { TaxCode } from "@shared/billing/tax";
import type { Totals } from "@shared/billing/totals";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney, formatRate } from "~/lib/display-format";

/** The words the totals show: the caller's catalog's `form` has them all. */
export type EditorTotalsText = {
  sections: { totals: string };
  subtotal: string;
  tax: (code: TaxCode, rate: string) => string;
  total: string;
  noProvince: string;
  untaxedProvince: (province: string) => string;
};

type Props = {
  text: EditorTotalsText;
  /** An id from a name: the heading's is "<record>-totals-heading". */
  idOf: (name: string) => string;
  /** Null while the service address's province has no taxes here. */
  totals: Totals | null;
  province: string | null | undefined;
  /** Rows after the total (the quote's deposit). */
  moreRows?: ReactNode;
  /** Below the totals (what the quote's optional items would add). */
  children?: ReactNode;
};

/** A row of the totals: its name (data-total), what it is and its amount. */
export function TotalRow({ name, label, cents }: { name: string; label: string; cents: number }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2" data-total={name}>
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums text-ink">{formatMoney(cents)}</dd>
    </div>
  );
}

/**
 * The editor's totals as staff type: subtotal, each tax of the service address's province, total.
 * Taxes are known for Ontario and Quebec only (the server refuses any other province).
 */
export function EditorTotals({ text, idOf, totals, province, moreRows, children }: Props) {
  const provinces = useAdminMessages().admin.clients.provinces;
  const headingId = idOf("totals-heading");
  return (
    <section aria-labelledby={headingId} data-totals className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-5">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {text.sections.totals}
      </h2>
      {totals ? (
        <dl className="mt-2 divide-y divide-line text-sm">
          <TotalRow name="subtotal" label={text.subtotal} cents={totals.subtotalCents} />
          {totals.taxes.map((t) => (
            <TotalRow key={t.code} name={t.code} label={text.tax(t.code, formatRate(t.rate))} cents={t.amountCents} />
          ))}
          <div className="flex items-baseline justify-between gap-4 py-2" data-total="total">
            <dt className="font-semibold text-ink">{text.total}</dt>
            <dd className="text-lg font-bold tabular-nums text-ink">{formatMoney(totals.totalCents)}</dd>
          </div>
          {moreRows}
        </dl>
      ) : (
        <p data-no-taxes className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-inset ring-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" />
          {province ? text.untaxedProvince(provinces[province as keyof typeof provinces] ?? province) : text.noProvince}
        </p>
      )}
      {children}
    </section>
  );
}
