import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/form-field";
import { formatMoney } from "~/lib/display-format";
import { errorAt } from "../components/form-errors";
import { RepeatedItem } from "../components/repeated-item";

// The line items of the quote and invoice editors. Both forms hold `lines`, each with these three
// texts (a quote's line also says whether it is optional: the quote adds that control).

type LineValues = { description: string; quantity: string; unitPrice: string };

/** The words the editor shows: the caller's catalog's `form` has them all. */
export type LineEditorText = {
  labels: { description: string; quantity: string; unitPrice: string };
  line: (n: number) => string;
  removeLine: (n: number) => string;
  remove: string;
  lineTotal: string;
  addLine: string;
};

type Props = {
  text: LineEditorText;
  /** A control's id from its path ("lines.0.quantity"). */
  idOf: (path: string) => string;
  /** What Add line appends. */
  newLine: LineValues;
  /** How many lines the schema allows. */
  max: number;
  /** Each line's total as typed (null while its quantity or price does not read). */
  lineCents: (number | null)[];
  /** More controls for line `i`, below its total. */
  extra?: (i: number) => ReactNode;
};

/** The lines, added and removed in place: description, quantity, unit price in dollars; each shows its total as typed. */
export function LineEditor({ text, idOf, newLine, max, lineCents, extra }: Props) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<{ lines: LineValues[] }>();
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
          const path = (part: keyof LineValues) => `lines.${i}.${part}` as const;
          const cents = lineCents[i];
          return (
            <RepeatedItem
              key={field.key}
              data-line={i + 1}
              legend={text.line(i + 1)}
              remove={{ words: text.remove, label: text.removeLine(i + 1), onClick: () => lines.remove(i), disabled: lines.fields.length === 1 }}
            >
              <div className="clear-both grid grid-cols-2 gap-4 pt-3 sm:grid-cols-12">
                <TextField
                  id={idOf(path("description"))}
                  label={text.labels.description}
                  error={errorAt(errors, path("description"))}
                  {...register(path("description"))}
                  type="text"
                  autoComplete="off"
                  aria-required="true"
                  fieldClassName="col-span-2 sm:col-span-12"
                />
                <TextField
                  id={idOf(path("quantity"))}
                  label={text.labels.quantity}
                  error={errorAt(errors, path("quantity"))}
                  {...register(path("quantity"))}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-required="true"
                  fieldClassName="sm:col-span-3"
                />
                <TextField
                  id={idOf(path("unitPrice"))}
                  label={text.labels.unitPrice}
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
                    <span className="text-muted">{text.lineTotal}</span>{" "}
                    <span className="font-semibold tabular-nums text-ink">{cents === null || cents === undefined ? "—" : formatMoney(cents)}</span>
                  </p>
                </div>
                {extra?.(i)}
              </div>
            </RepeatedItem>
          );
        })}
      </ol>
      <Button variant="secondary" className="mt-4" onClick={() => lines.append(newLine)} disabled={lines.fields.length >= max}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {text.addLine}
      </Button>
    </>
  );
}
