import type { ReactNode } from "react";
import type { QuoteLine } from "@shared/schemas/quotes";
import { LineTag } from "~/components/ui/line-tag";
import { usePortalMessages } from "~/i18n/portal-messages";
import { useFormat } from "~/i18n/format";
import { ColumnHeads } from "../record-document";

const NUMERIC = "py-3 pl-3 text-right tabular-nums whitespace-nowrap";

/**
 * A quote's line items in one table (so the columns line up): description, quantity, unit price
 * and amount; the optional items follow in their own row group under their heading and `intro`,
 * with `describeOptional` for their first cell (a checkbox while the quote is pending), given the
 * line's description as every row shows it: with a "One-time" tag when it is billed once only.
 */
export function LinesTable({
  labelledBy,
  lines,
  intro,
  describeOptional,
}: {
  labelledBy: string;
  lines: QuoteLine[];
  intro: string;
  describeOptional: (line: QuoteLine, description: ReactNode) => ReactNode;
}) {
  const m = usePortalMessages().portal.quote;
  const f = useFormat();
  const required = lines.filter((l) => !l.optional);
  const optional = lines.filter((l) => l.optional);
  // On a recurring service a one-time line is billed with the first visit only (the others with every visit).
  const described = (line: QuoteLine) => (
    <>
      {line.description}
      {line.oneTime ? <LineTag name="oneTime">{m.items.oneTime}</LineTag> : null}
    </>
  );
  const row = (line: QuoteLine, description: ReactNode) => (
    <tr key={line.id} data-line={line.id} className="border-t border-line align-top">
      <td className="py-3 text-ink">{description}</td>
      <td className={NUMERIC}>{f.quantity(line.quantity)}</td>
      <td className={NUMERIC}>{f.money(line.unitPriceCents)}</td>
      <td className={`${NUMERIC} font-semibold text-ink`}>{f.money(line.lineTotalCents)}</td>
    </tr>
  );
  return (
    <table aria-labelledby={labelledBy} className="w-full text-sm">
      <ColumnHeads
        columns={[
          [m.items.description, "left"],
          [m.items.quantity, "right"],
          [m.items.unitPrice, "right"],
          [m.items.amount, "right"],
        ]}
      />
      <tbody>{required.map((line) => row(line, described(line)))}</tbody>
      {optional.length ? (
        <tbody data-optional>
          <tr className="border-t border-line">
            <th scope="rowgroup" colSpan={4} className="pt-6 pb-2 text-left font-normal">
              <span className="block text-base font-semibold text-ink">{m.optional.heading}</span>{" "}
              <span className="mt-0.5 block text-sm text-muted">{intro}</span>
            </th>
          </tr>
          {optional.map((line) => row(line, describeOptional(line, described(line))))}
        </tbody>
      ) : null}
    </table>
  );
}
