import { useState } from "react";
import type { z } from "zod";
import { staffAcceptSchema, type QuoteDetail } from "@shared/schemas/quotes";
import { TextField } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatMoney } from "~/lib/display-format";
import { FormDialog, ReasonField, useDialogForm, type Run } from "../components/form-dialog";

type Quote = QuoteDetail["quote"];

/** Accept on the client's behalf: the name the client gave, how they accepted (a note), and the optional items they chose. */
export function AcceptDialog({
  quote,
  run,
  ...dialog
}: {
  quote: Quote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  run: Run<z.output<typeof staffAcceptSchema>>;
}) {
  const v = useAdminMessages().admin.quotes.view;
  const d = v.acceptDialog;
  const [signedName, setSignedName] = useState("");
  const [note, setNote] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  // A refusal that names no field closes the dialog (QuoteActions says it in a toast), so the fallback is not shown.
  const form = useDialogForm(staffAcceptSchema, run, v.actionFailed.description);
  const optional = quote.lines.filter((l) => l.optional);
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <FormDialog
      {...dialog}
      form={form}
      title={d.title}
      description={d.description}
      words={d}
      onSubmit={() => void form.submit({ version: quote.version, signedName, note, optionalLineIds: chosen })}
    >
      <TextField
        id="accept-signed-name"
        label={d.signedName}
        hint={d.signedNameHint}
        error={form.errors.signedName}
        value={signedName}
        onChange={(e) => setSignedName(e.target.value)}
        type="text"
        autoComplete="off"
        aria-required="true"
      />
      <ReasonField id="accept-note" label={d.note} hint={d.noteHint} error={form.errors.note} value={note} onChange={setNote} />
      {optional.length ? (
        <fieldset>
          <legend className="text-sm font-medium text-ink">{d.optional}</legend>
          <ul className="mt-2 space-y-2">
            {optional.map((line) => (
              <li key={line.id} className="flex items-start gap-2.5 text-sm">
                <input
                  id={`accept-line-${line.id}`}
                  type="checkbox"
                  checked={chosen.includes(line.id)}
                  onChange={() => toggle(line.id)}
                  className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700 sm:h-4 sm:w-4"
                />
                <label htmlFor={`accept-line-${line.id}`} className="text-ink">
                  {line.description} <span className="text-muted">({formatMoney(line.lineTotalCents)})</span>
                </label>
              </li>
            ))}
          </ul>
          {form.errors.optionalLineIds ? <p className="mt-1.5 text-sm text-danger">{form.errors.optionalLineIds}</p> : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
