import { useFormContext } from "react-hook-form";
import { QUOTE_LIMITS } from "@shared/schemas/quotes";
import { useAdminMessages } from "~/i18n/admin-messages";
import { LineEditor } from "../billing/line-editor";
import { fieldId } from "./field-id";
import { NEW_LINE, type QuoteFormValues } from "./quote-form-values";

/**
 * The quote's lines, added and removed in place: description, quantity (up to two decimals), unit
 * price in dollars, and whether the line is an optional item; each shows its total as typed.
 */
export function QuoteLines({ lineCents }: { lineCents: (number | null)[] }) {
  const f = useAdminMessages().admin.quotes.form;
  const { register } = useFormContext<QuoteFormValues>();

  const optional = (i: number) => {
    const id = fieldId(`lines.${i}.optional`);
    return (
      <div className="col-span-2 sm:col-span-12">
        <div className="flex items-start gap-2.5">
          <input
            id={id}
            type="checkbox"
            {...register(`lines.${i}.optional`)}
            aria-describedby={`${id}-hint`}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700 sm:h-4 sm:w-4"
          />
          <div className="text-sm">
            <label htmlFor={id} className="font-medium text-ink">
              {f.labels.optional}
            </label>
            <p id={`${id}-hint`} className="text-muted">
              {f.hints.optional}
            </p>
          </div>
        </div>
      </div>
    );
  };

  return <LineEditor text={f} idOf={fieldId} newLine={NEW_LINE} max={QUOTE_LIMITS.lines} lineCents={lineCents} extra={optional} />;
}
