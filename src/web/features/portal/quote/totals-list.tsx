import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import type { ShownTotals } from "./shown-totals";

/** Subtotal, each tax with its rate ("HST 13%"), total and the deposit due on acceptance; read out again when they change. */
export function TotalsList({ totals }: { totals: ShownTotals }) {
  const { taxes, quote } = usePortalMessages().portal;
  const m = quote.totals;
  const f = useFormat();
  const rows: [key: string, label: string, cents: number][] = [
    ["subtotal", m.subtotal, totals.subtotalCents],
    ...totals.taxes.map((t): [string, string, number] => [t.code, `${taxes[t.code]} ${f.rate(t.rate)}`, t.amountCents]),
  ];
  return (
    <dl aria-live="polite" className="ml-auto w-full max-w-sm space-y-2 text-sm">
      {rows.map(([key, label, cents]) => (
        <div key={key} data-total={key} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="tabular-nums text-ink">{f.money(cents)}</dd>
        </div>
      ))}
      <div data-total="total" className="flex justify-between gap-4 border-t border-line pt-3 text-base font-bold">
        <dt className="text-ink">{m.total}</dt>
        <dd className="tabular-nums text-ink">{f.money(totals.totalCents)}</dd>
      </div>
      {totals.depositCents > 0 ? (
        <div data-total="deposit" className="flex justify-between gap-4 rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
          <dt>{m.deposit}</dt>
          <dd className="tabular-nums">{f.money(totals.depositCents)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
