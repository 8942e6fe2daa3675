import type { ReactNode } from "react";
import type { QuoteLine } from "@shared/schemas/quotes";
import { usePortalMessages } from "~/i18n/portal-messages";
import { formatCount, formatMoney } from "~/lib/display-format";

/** A quote's line items: description, quantity, unit price and amount; `describe` may put a control or a note in the first cell. */
export function LinesTable({ labelledBy, lines, describe }: { labelledBy: string; lines: QuoteLine[]; describe?: (line: QuoteLine) => ReactNode }) {
  const m = usePortalMessages().portal.quote.items;
  const numeric = "py-3 pl-3 text-right tabular-nums whitespace-nowrap";
  return (
    <table aria-labelledby={labelledBy} className="w-full text-sm">
      <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
        <tr>
          <th scope="col" className="pb-2 text-left font-semibold">
            {m.description}
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-semibold">
            {m.quantity}
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-semibold">
            {m.unitPrice}
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-semibold">
            {m.amount}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {lines.map((line) => (
          <tr key={line.id} data-line={line.id} className="align-top">
            <td className="py-3 text-ink">{describe ? describe(line) : line.description}</td>
            <td className={numeric}>{formatCount(line.quantity)}</td>
            <td className={numeric}>{formatMoney(line.unitPriceCents)}</td>
            <td className={`${numeric} font-semibold text-ink`}>{formatMoney(line.lineTotalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
