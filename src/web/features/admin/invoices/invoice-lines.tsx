import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { INVOICE_LIMITS } from "@shared/schemas/invoices";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { errorAt } from "../quotes/form-errors";
import { NEW_INVOICE_LINE, type InvoiceFormValues } from "./invoice-form-values";

/** A control's id: "invoice-lines-0-quantity". */
export const invoiceFieldId = (path: string) => `invoice-${path.replaceAll(".", "-")}`;

/** The invoice's lines, added and removed in place: description, quantity, unit price in dollars; each shows its total as typed. */
export function InvoiceLines({ lineCents }: { lineCents: (number | null)[] }) {
  const f = useAdminMessages().admin.invoices.form;
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<InvoiceFormValues>();
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
          const path = (part: "description" | "quantity" | "unitPrice") => `lines.${i}.${part}` as const;
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
                    id={invoiceFieldId(path("description"))}
                    label={f.labels.description}
                    error={errorAt(errors, path("description"))}
                    {...register(path("description"))}
                    type="text"
                    autoComplete="off"
                    aria-required="true"
                    fieldClassName="col-span-2 sm:col-span-12"
                  />
                  <TextField
                    id={invoiceFieldId(path("quantity"))}
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
                    id={invoiceFieldId(path("unitPrice"))}
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
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="mt-4" onClick={() => lines.append(NEW_INVOICE_LINE)} disabled={lines.fields.length >= INVOICE_LIMITS.lines}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {f.addLine}
      </Button>
    </>
  );
}
