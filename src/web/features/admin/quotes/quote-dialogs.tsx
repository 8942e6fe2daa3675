import { useState } from "react";
import type { z } from "zod";
import { staffAcceptSchema, voidSchema, type QuoteDetail } from "@shared/schemas/quotes";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/display-format";
import { FormDialog, fieldErrors, messagesOf, type FieldMessages } from "../components/form-dialog";

type Quote = QuoteDetail["quote"];
type Errors = FieldMessages;

/** What a dialog's call does: resolves when done, rejects with the server's refusal. */
type Run<T> = (body: T) => Promise<void>;

type DialogProps<T> = { quote: Quote; open: boolean; onOpenChange: (open: boolean) => void; run: Run<T> };

/** Void: a reason is asked (it goes in the timeline). */
export function VoidDialog({ quote, open, onOpenChange, run }: DialogProps<z.input<typeof voidSchema>>) {
  const d = useAdminMessages().admin.quotes.view.voidDialog;
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const submit = async () => {
    const parsed = voidSchema.safeParse({ reason });
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setPending(true);
    try {
      await run(parsed.data);
    } catch (err) {
      setErrors(fieldErrors(err) ?? {});
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      tone="danger"
      title={d.title(quote.number)}
      description={d.description}
      cancelLabel={d.cancel}
      confirmLabel={d.confirm}
      pendingLabel={d.pending}
      onSubmit={() => void submit()}
    >
      <FormField id="void-reason" label={d.reason} hint={d.reasonHint} error={errors.reason}>
        {(a11y) => (
          <textarea
            {...a11y}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            aria-required="true"
            className={cn(controlClass, "resize-y")}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

/** Accept on the client's behalf: the name the client gave, how they accepted (a note), and the optional items they chose. */
export function AcceptDialog({ quote, open, onOpenChange, run }: DialogProps<z.input<typeof staffAcceptSchema>>) {
  const d = useAdminMessages().admin.quotes.view.acceptDialog;
  const [signedName, setSignedName] = useState("");
  const [note, setNote] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const optional = quote.lines.filter((l) => l.optional);
  const submit = async () => {
    const parsed = staffAcceptSchema.safeParse({ version: quote.version, signedName, note, optionalLineIds: chosen });
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setPending(true);
    try {
      await run(parsed.data);
    } catch (err) {
      setErrors(fieldErrors(err) ?? {});
    } finally {
      setPending(false);
    }
  };
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      tone="primary"
      title={d.title}
      description={d.description}
      cancelLabel={d.cancel}
      confirmLabel={d.confirm}
      pendingLabel={d.pending}
      onSubmit={() => void submit()}
    >
      <TextField
        id="accept-signed-name"
        label={d.signedName}
        hint={d.signedNameHint}
        error={errors.signedName}
        value={signedName}
        onChange={(e) => setSignedName(e.target.value)}
        type="text"
        autoComplete="off"
        aria-required="true"
      />
      <FormField id="accept-note" label={d.note} hint={d.noteHint} error={errors.note}>
        {(a11y) => (
          <textarea {...a11y} value={note} onChange={(e) => setNote(e.target.value)} rows={3} aria-required="true" className={cn(controlClass, "resize-y")} />
        )}
      </FormField>
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
          {errors.optionalLineIds ? <p className="mt-1.5 text-sm text-danger">{errors.optionalLineIds}</p> : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
