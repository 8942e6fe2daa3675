import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { QUOTE_LIMITS } from "@shared/schemas/quotes";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { errorAt, fieldId } from "./form-errors";
import { NEW_LINE, type QuoteFormValues } from "./quote-form-values";

/**
 * The quote's lines, added and removed in place: description, quantity (up to two decimals), unit
 * price in dollars, and whether the line is an optional item; each shows its total as typed.
 */
export function QuoteLines({ lineCents }: { lineCents: (number | null)[] }) {
  const f = useAdminMessages().admin.quotes.form;
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<QuoteFormValues>();
  const lines = useFieldArray({ control, name: "lines", keyName: "key" });
  const listError = errors.lines?.root?.message ?? errors.lines?.message;

  return (
    <>
      {listError ? (
        <p role="alert" data-lines-error className="mt-2 text-sm text-danger">
          {listError}
        </p>
      ) : null}
      <ol className="mt-4 space-y-4">
        {lines.fields.map((field, i) => {
          const path = (part: "description" | "quantity" | "unitPrice" | "optional") => `lines.${i}.${part}` as const;
          const cents = lineCents[i];
          return (
            <li key={field.key} data-line={i + 1}>
              <fieldset className="rounded-lg bg-surface p-4 ring-1 ring-line">
                <legend className="float-left pt-1.5 text-sm font-semibold text-ink">{f.line(i + 1)}</legend>
                <Button
                  variant="dangerSecondary"
                  size="sm"
                  className="float-right"
                  onClick={() => lines.remove(i)}
                  disabled={lines.fields.length === 1}
                  aria-label={f.removeLine(i + 1)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  <span className="max-sm:sr-only">{f.remove}</span>
                </Button>
                <div className="clear-both grid grid-cols-2 gap-4 pt-3 sm:grid-cols-12">
                  <TextField
                    id={fieldId(path("description"))}
                    label={f.labels.description}
                    error={errorAt(errors, path("description"))}
                    {...register(path("description"))}
                    type="text"
                    autoComplete="off"
                    aria-required="true"
                    fieldClassName="col-span-2 sm:col-span-12"
                  />
                  <TextField
                    id={fieldId(path("quantity"))}
                    label={f.labels.quantity}
                    error={errorAt(errors, path("quantity"))}
                    {...register(path("quantity"))}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-required="true"
                    fieldClassName="sm:col-span-3"
                  />
                  <TextField
                    id={fieldId(path("unitPrice"))}
                    label={f.labels.unitPrice}
                    error={errorAt(errors, path("unitPrice"))}
                    {...register(path("unitPrice"))}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-required="true"
                    fieldClassName="sm:col-span-4"
                  />
                  <div className="col-span-2 flex items-end sm:col-span-5">
                    <p data-line-total className="flex w-full items-baseline justify-between gap-3 rounded-md bg-white px-3 py-2.5 text-sm ring-1 ring-line">
                      <span className="text-muted">{f.lineTotal}</span>{" "}
                      <span className="font-semibold tabular-nums text-ink">{cents === null || cents === undefined ? "—" : formatMoney(cents)}</span>
                    </p>
                  </div>
                  <div className="col-span-2 sm:col-span-12">
                    <div className="flex items-start gap-2.5">
                      <input
                        id={fieldId(path("optional"))}
                        type="checkbox"
                        {...register(path("optional"))}
                        aria-describedby={`${fieldId(path("optional"))}-hint`}
                        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700 sm:h-4 sm:w-4"
                      />
                      <div className="text-sm">
                        <label htmlFor={fieldId(path("optional"))} className="font-medium text-ink">
                          {f.labels.optional}
                        </label>
                        <p id={`${fieldId(path("optional"))}-hint`} className="text-muted">
                          {f.hints.optional}
                        </p>
                      </div>
                    </div>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="mt-4" onClick={() => lines.append(NEW_LINE)} disabled={lines.fields.length >= QUOTE_LIMITS.lines}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {f.addLine}
      </Button>
    </>
  );
}
