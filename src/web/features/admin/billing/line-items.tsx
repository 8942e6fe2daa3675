import type { ReactNode } from "react";
import type { TaxCode } from "@shared/billing/tax";
import type { QuoteLine, QuoteTax } from "@shared/schemas/quotes";
import { formatMoney, formatRate } from "~/lib/display-format";

/** A line as both a quote and an invoice show it. */
type Line = Omit<QuoteLine, "optional">;

const quantity = (q: number) => q.toLocaleString("en-CA", { maximumFractionDigits: 2 });
const num = "px-2 py-2.5 text-right tabular-nums whitespace-nowrap";
const head = "px-2 py-2 text-xs font-semibold text-muted";

type TableWords = { description: string; quantity: string; unitPrice: string; amount: string };

/** Lines as a table; on a phone quantity and unit price move under the description. */
export function LinesTable<L extends Line>({
  lines,
  caption,
  words,
  afterDescription,
}: {
  lines: L[];
  caption: string;
  words: TableWords;
  /** What follows a line's description (a quote's "One-time" tag and "chosen" mark). */
  afterDescription?: (line: L) => ReactNode;
}) {
  return (
    <table className="mt-3 w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line">
        <tr>
          <th scope="col" className={`${head} pl-0 text-left`}>
            {words.description}
          </th>
          <th scope="col" className={`${head} w-24 text-right max-sm:hidden`}>
            {words.quantity}
          </th>
          <th scope="col" className={`${head} w-32 text-right max-sm:hidden`}>
            {words.unitPrice}
          </th>
          <th scope="col" className={`${head} w-28 pr-0 text-right sm:w-32`}>
            {words.amount}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {lines.map((line) => (
          <tr key={line.id} data-line-id={line.id} className="align-top">
            <td className="py-2.5 pl-0 pr-2 text-ink">
              <span className="break-words">{line.description}</span>
              {afterDescription?.(line)}
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

/** One row of the totals; a strong row (total, balance) stands out. */
export function TotalRow({ name, label, value, strong }: { name: string; label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2" data-total={name}>
      <dt className={strong ? "font-semibold text-ink" : "text-muted"}>{label}</dt>
      <dd className={strong ? "text-lg font-bold tabular-nums text-ink" : "tabular-nums"}>{value}</dd>
    </div>
  );
}

type TotalsWords = { subtotal: string; total: string; registration: (number: string) => string };

/** Subtotal, each tax with its rate and number, and the total; what follows the total (deposit, credits, balance) is the caller's. */
export function Totals({
  subtotalCents,
  taxes,
  totalCents,
  words,
  taxName,
  children,
}: {
  subtotalCents: number;
  taxes: QuoteTax[];
  totalCents: number;
  words: TotalsWords;
  taxName: (code: TaxCode, rate: string) => string;
  children?: ReactNode;
}) {
  return (
    <dl className="mt-4 ml-auto max-w-sm divide-y divide-line border-t border-line text-sm">
      <TotalRow name="subtotal" label={words.subtotal} value={formatMoney(subtotalCents)} />
      {taxes.map((t) => (
        <TotalRow
          key={t.code}
          name={t.code}
          label={
            <>
              {taxName(t.code, formatRate(t.rate))}{" "}
              {t.registrationNumber ? <span className="block text-xs">{words.registration(t.registrationNumber)}</span> : null}
            </>
          }
          value={formatMoney(t.amountCents)}
        />
      ))}
      <TotalRow name="total" label={words.total} value={formatMoney(totalCents)} strong />
      {children}
    </dl>
  );
}
