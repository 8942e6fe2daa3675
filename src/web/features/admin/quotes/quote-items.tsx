import { ListOrdered } from "lucide-react";
import { formatRate } from "@shared/billing/tax";
import type { QuoteDetail, QuoteLine } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { InfoCard } from "../components/info-card";

type Quote = QuoteDetail["quote"];

const quantity = (q: number) => q.toLocaleString("en-CA", { maximumFractionDigits: 2 });
const num = "px-2 py-2.5 text-right tabular-nums whitespace-nowrap";
const head = "px-2 py-2 text-xs font-semibold text-muted";

/** Lines as a table; on a phone quantity and unit price move under the description. */
function LinesTable({ lines, caption, chosen }: { lines: QuoteLine[]; caption: string; chosen?: Set<string> }) {
  const m = useAdminMessages().admin.quotes.view.items;
  return (
    <table className="mt-3 w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line">
        <tr>
          <th scope="col" className={`${head} pl-0 text-left`}>
            {m.description}
          </th>
          <th scope="col" className={`${head} w-24 text-right max-sm:hidden`}>
            {m.quantity}
          </th>
          <th scope="col" className={`${head} w-32 text-right max-sm:hidden`}>
            {m.unitPrice}
          </th>
          <th scope="col" className={`${head} w-28 pr-0 text-right sm:w-32`}>
            {m.amount}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {lines.map((line) => (
          <tr key={line.id} data-line-id={line.id} className="align-top">
            <td className="py-2.5 pl-0 pr-2 text-ink">
              <span className="break-words">{line.description}</span>
              {chosen?.has(line.id) ? (
                <span className="ml-2 inline-block rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-inset ring-green-200">
                  {m.chosen}
                </span>
              ) : null}
              <span className="block text-xs text-muted sm:hidden">
                {quantity(line.quantity)} × {formatMoney(line.unitPriceCents)}
              </span>
            </td>
            <td className={`${num} max-sm:hidden`}>{quantity(line.quantity)}</td>
            <td className={`${num} max-sm:hidden`}>{formatMoney(line.unitPriceCents)}</td>
            <td className={`${num} pr-0`}>{formatMoney(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The quote's money: lines, optional items, subtotal, each tax with its rate, total and deposit. */
export function QuoteItems({ quote }: { quote: Quote }) {
  const q = useAdminMessages().admin.quotes;
  const m = q.view.items;
  const required = quote.lines.filter((l) => !l.optional);
  const optional = quote.lines.filter((l) => l.optional);
  const chosen = new Set(quote.acceptance?.optionalLineIds ?? []);
  const { totals, deposit } = quote;
  const row = "flex items-baseline justify-between gap-4 py-2";
  return (
    <InfoCard id="items" title={m.heading} icon={ListOrdered} className="lg:col-span-2">
      <LinesTable lines={required} caption={m.caption} />
      {optional.length ? (
        <div data-optional className="mt-6">
          <h3 className="text-sm font-semibold text-ink">{m.optionalHeading}</h3>
          <p className="text-xs text-muted">{m.optionalHint}</p>
          <LinesTable lines={optional} caption={m.optionalCaption} chosen={chosen} />
        </div>
      ) : null}
      <dl className="mt-4 ml-auto max-w-sm divide-y divide-line border-t border-line text-sm">
        <div className={row} data-total="subtotal">
          <dt className="text-muted">{m.subtotal}</dt>
          <dd className="tabular-nums">{formatMoney(totals.subtotalCents)}</dd>
        </div>
        {totals.taxes.map((t) => (
          <div key={t.code} className={row} data-total={t.code}>
            <dt className="text-muted">
              {q.form.tax(t.code, formatRate(t.rate))}{" "}
              {t.registrationNumber ? <span className="block text-xs">{m.registration(t.registrationNumber)}</span> : null}
            </dt>
            <dd className="tabular-nums">{formatMoney(t.amountCents)}</dd>
          </div>
        ))}
        <div className={row} data-total="total">
          <dt className="font-semibold text-ink">{m.total}</dt>
          <dd className="text-lg font-bold tabular-nums text-ink">{formatMoney(totals.totalCents)}</dd>
        </div>
        {deposit.kind !== "none" ? (
          <div className={row} data-total="deposit">
            <dt className="text-muted">{deposit.kind === "percent" ? m.depositPercent(String(deposit.percent)) : m.deposit}</dt>
            <dd className="tabular-nums">{formatMoney(totals.depositCents)}</dd>
          </div>
        ) : null}
      </dl>
    </InfoCard>
  );
}
