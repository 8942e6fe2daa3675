import { useFormContext } from "react-hook-form";
import { QUOTE_LIMITS } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { LineEditor } from "../billing/line-editor";
import { fieldId } from "./field-id";
import { NEW_LINE, type QuoteFormValues } from "./quote-form-values";

/** The yes/no choices of a quote line, each a checkbox with its label and hint. */
type LineFlag = "optional" | "oneTime";

/**
 * The quote's lines, added and removed in place: description, quantity (up to two decimals), unit
 * price in dollars, whether the line is an optional item and whether it is a one-time charge (on a
 * recurring service, billed with the first visit only); each shows its total as typed.
 */
export function QuoteLines({ lineCents }: { lineCents: (number | null)[] }) {
  const f = useAdminMessages().admin.quotes.form;
  const flags = (i: number) => (
    <div className="col-span-2 space-y-3 sm:col-span-12">
      <LineCheckbox index={i} flag="optional" label={f.labels.optional} hint={f.hints.optional} />
      <LineCheckbox index={i} flag="oneTime" label={f.labels.oneTime} hint={f.hints.oneTime} />
    </div>
  );
  return <LineEditor text={f} idOf={fieldId} newLine={NEW_LINE} max={QUOTE_LIMITS.lines} lineCents={lineCents} extra={flags} />;
}

/** One flag of line `index`: the hint is the checkbox's description, so a screen reader says it too. */
function LineCheckbox({ index, flag, label, hint }: { index: number; flag: LineFlag; label: string; hint: string }) {
  const { register } = useFormContext<QuoteFormValues>();
  const id = fieldId(`lines.${index}.${flag}`);
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        {...register(`lines.${index}.${flag}`)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700 sm:h-4 sm:w-4"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
