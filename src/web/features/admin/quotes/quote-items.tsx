import { ListOrdered } from "lucide-react";
import type { QuoteDetail } from "@shared/schemas/quotes";
import { LineTag } from "~/components/ui/line-tag";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { LinesTable, TotalRow, Totals } from "../billing/line-items";
import { InfoCard } from "../components/info-card";

type Quote = QuoteDetail["quote"];

/** The quote's money: lines, optional items, subtotal, each tax with its rate, total and deposit. */
export function QuoteItems({ quote }: { quote: Quote }) {
  const q = useAdminMessages().admin.quotes;
  const m = q.view.items;
  const required = quote.lines.filter((l) => !l.optional);
  const optional = quote.lines.filter((l) => l.optional);
  const chosen = new Set(quote.acceptance?.optionalLineIds ?? []);
  const { totals, deposit } = quote;
  // On a recurring service a one-time line is billed with the first visit only: staff see which.
  const oneTime = (line: Quote["lines"][number]) => (line.oneTime ? <LineTag name="oneTime">{m.oneTime}</LineTag> : null);
  return (
    <InfoCard id="items" title={m.heading} icon={ListOrdered} className="lg:col-span-2">
      <LinesTable lines={required} caption={m.caption} words={m} afterDescription={oneTime} />
      {optional.length ? (
        <div data-optional className="mt-6">
          <h3 className="text-sm font-semibold text-ink">{m.optionalHeading}</h3>
          <p className="text-xs text-muted">{m.optionalHint}</p>
          <LinesTable
            lines={optional}
            caption={m.optionalCaption}
            words={m}
            afterDescription={(line) => (
              <>
                {oneTime(line)}
                {chosen.has(line.id) ? (
                  <span className="ml-2 inline-block rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-inset ring-green-200">
                    {m.chosen}
                  </span>
                ) : null}
              </>
            )}
          />
        </div>
      ) : null}
      <Totals subtotalCents={totals.subtotalCents} taxes={totals.taxes} totalCents={totals.totalCents} words={m} taxName={q.form.tax}>
        {deposit.kind !== "none" ? (
          <TotalRow
            name="deposit"
            label={deposit.kind === "percent" ? m.depositPercent(String(deposit.percent)) : m.deposit}
            value={formatMoney(totals.depositCents)}
          />
        ) : null}
      </Totals>
    </InfoCard>
  );
}
