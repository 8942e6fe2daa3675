import type { InputHTMLAttributes, ReactNode } from "react";
import { clsx } from "clsx";

/** A set of checkboxes or radios under one legend, with its error message tied to every option. */
export function ChoiceGroup({
  id,
  legend,
  error,
  hint,
  className,
  columns = 2,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  hint?: string;
  className?: string;
  columns?: 1 | 2 | 3;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={clsx("min-w-0", className)}
      aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
    >
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={clsx("mt-3 grid gap-2.5", columns === 2 && "sm:grid-cols-2", columns === 3 && "sm:grid-cols-3")}>{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One checkbox or radio as a roomy, clickable card. */
export function Choice({ label, invalid, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; invalid?: boolean }) {
  return (
    <label
      className={clsx(
        "flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-3 text-sm text-ink transition-colors hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-600",
        invalid ? "border-danger" : "border-line",
      )}
    >
      <input {...input} aria-invalid={invalid || undefined} className="h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none" />
      <span>{label}</span>
    </label>
  );
}
