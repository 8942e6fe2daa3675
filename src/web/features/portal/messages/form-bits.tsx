import { clsx } from "clsx";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { BusyButton } from "~/components/ui/busy-button";
import { FormField, controlClass } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api";
import { notify } from "~/lib/notify";

/** The field messages of a 400, or null. */
export const fieldsOf = (err: unknown) => (err instanceof ApiError && err.status === 400 && err.fields ? err.fields : null);
/** The server's words for another refusal (a 409 says why), or the fallback. */
export const refusalOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : fallback);

/** A refusal that names no field, above the buttons. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-inset ring-red-200">
      {children}
    </p>
  );
}

/** Close and the submit button (its busy words while the call runs). */
export function DialogButtons({
  busy,
  submit,
  busyText,
  close,
  onClose,
}: {
  busy: boolean;
  submit: string;
  busyText: string;
  close: string;
  onClose: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {close}
      </Button>
      <BusyButton type="submit" busy={busy} busyText={busyText}>
        {submit}
      </BusyButton>
    </div>
  );
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
type Words = { title: string; description: string };

/**
 * A dialog form's field errors and refusal, and its submit: the checked values are sent, the
 * success toast says `sent` and the dialog closes; a 400 shows under its fields, another refusal
 * above the buttons (`failed` when the server gives no reason).
 */
export function useDialogForm(failed: string, close: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const submit = async <T,>(e: FormEvent, parsed: Parsed<T>, send: (data: T) => Promise<unknown>, sent: (data: T) => Words) => {
    e.preventDefault();
    setAlert(null);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()));
    setErrors({});
    try {
      await send(parsed.data);
      const words = sent(parsed.data);
      notify.success(words.title, words.description);
      close();
    } catch (err) {
      const fields = fieldsOf(err);
      if (fields) setErrors(fields);
      else setAlert(refusalOf(err, failed));
    }
  };
  return { errors, alert, submit };
}

/** One radio per option as a card, under a legend, with the field's error (`{name}-error`) below. */
export function RadioCards<V extends string | number>({
  name,
  legend,
  options,
  labelOf,
  value,
  onChange,
  error,
  gridClass,
  cardClass,
}: {
  name: string;
  legend: string;
  options: readonly V[];
  labelOf: (option: V) => string;
  value: V | null;
  onChange: (option: V) => void;
  error?: string;
  gridClass: string;
  cardClass?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className={clsx("mt-2 grid gap-2", gridClass)}>
        {options.map((o) => (
          <label
            key={o}
            className={clsx(
              "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm text-ink ring-1 ring-inset ring-line has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300",
              cardClass,
            )}
          >
            <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} className="h-4 w-4 accent-brand-700" />
            {labelOf(o)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A short free-text note of at most `maxLength` characters. */
export function NoteField({
  id,
  label,
  error,
  maxLength,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error?: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      {(a11y) => <textarea {...a11y} rows={3} maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass} />}
    </FormField>
  );
}
