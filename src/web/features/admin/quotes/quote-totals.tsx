import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { EditorTotals, TotalRow } from "../billing/editor-totals";
import { fieldId } from "./field-id";
import type { LiveTotals } from "./quote-form-values";

/**
 * The editor's totals as staff type (subtotal, each tax of the service address's province, total),
 * then the deposit, and what the optional items would add.
 */
export function QuoteTotals({ live, province, depositAsked }: { live: LiveTotals; province: string | null | undefined; depositAsked: boolean }) {
  const f = useAdminMessages().admin.quotes.form;
  const { totals, optionalCents } = live;
  return (
    <EditorTotals
      text={f}
      idOf={fieldId}
      totals={totals}
      province={province}
      moreRows={depositAsked && totals ? <TotalRow name="deposit" label={f.depositDue} cents={totals.depositCents} /> : null}
    >
      {optionalCents > 0 ? (
        <p data-total="optional" className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-2 text-sm">
          <span className="text-muted">{f.optionalSubtotal}</span> <span className="tabular-nums text-ink">{formatMoney(optionalCents)}</span>
        </p>
      ) : null}
    </EditorTotals>
  );
}
