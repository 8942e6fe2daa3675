import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { clsx } from "clsx";

/** Border, text and focus look shared by the form's inputs, select and textarea. */
export const controlClass =
  "block w-full scroll-mt-24 rounded-md border border-muted/70 bg-white px-3 py-2.5 text-base text-ink shadow-xs transition-colors placeholder:text-muted/80 hover:border-muted focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-danger aria-invalid:bg-danger/[0.03] sm:text-sm";

type ControlA11y = { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined };

/** A labelled control with its error message underneath, tied by aria-describedby. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** A short help text under the control, also tied to it by aria-describedby. */
  hint?: string;
  className?: string;
  children: (a11y: ControlA11y) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Classes of the wrapper (grid placement); `className` styles the input itself. */
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled single-line input: spread react-hook-form's `register(name)` into it. */
export function TextField({ id, label, error, hint, fieldClassName, className, ref, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      {(a11y) => <input {...a11y} ref={ref} {...input} className={clsx(controlClass, className)} />}
    </FormField>
  );
}

/** A named text field's id, label and placeholder (from a form's `labels` and `placeholders`) and its error. */
export function namedField<N extends string>(
  name: N,
  idOf: (name: N) => string,
  words: { labels: Record<N, string>; placeholders: Partial<Record<N, string>> },
  error: string | undefined,
) {
  return { id: idOf(name), label: words.labels[name], placeholder: words.placeholders[name], error };
}
