import * as Dialog from "@radix-ui/react-dialog";
import { Ban, CircleCheck, type LucideIcon } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { FormField, controlClass } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { serverMessage } from "../server-message";
import { DialogButtons } from "./dialog-buttons";

export type FieldMessages = Record<string, string>;

/** The field messages of a failed parse, by top-level field (the first message of each). */
export const messagesOf = (error: z.ZodError): FieldMessages => Object.fromEntries(error.issues.map((i) => [String(i.path[0] ?? ""), i.message]).reverse());

/** A refusal a dialog shows on its fields (a 400 naming them); anything else is the caller's to say. */
export const fieldErrors = (err: unknown): FieldMessages | null => (err instanceof ApiError && err.status === 400 && err.fields ? err.fields : null);

/** What a dialog's call does: resolves when done, rejects with the server's refusal. */
export type Run<T> = (body: T) => Promise<void>;

/**
 * A dialog form's state: check the values with the shared schema, call, and keep the dialog open
 * on a refusal: a 400 on the fields it names, anything else as an alert (the server's words, else
 * the fallback).
 */
export function useDialogForm<S extends z.ZodType>(schema: S, run: Run<z.output<S>>, fallback: string) {
  const [errors, setErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (values: z.input<S>) => {
    setAlert(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(messagesOf(parsed.error));
    setErrors({});
    setPending(true);
    try {
      await run(parsed.data);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields) setErrors(fields);
      else setAlert(serverMessage(err) ?? fallback);
    } finally {
      setPending(false);
    }
  };
  return { errors, alert, pending, submit };
}

/** A dialog's button words, as the catalogs hold them. */
export type DialogWords = { cancel: string; confirm: string; pending: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The call runs (the dialog cannot close); a refusal that names no field (a 409's words) is shown above the buttons. */
  form: { pending: boolean; alert?: string | null };
  /** primary by default. */
  tone?: "danger" | "primary";
  /** The confirm button's and the heading's icon; by default a check (primary) or a ban (danger). */
  icon?: LucideIcon;
  title: string;
  description: ReactNode;
  words: DialogWords;
  onSubmit: () => void;
  children?: ReactNode;
};

/** A dialog with a small form: Cancel, and the confirm button that submits it; it cannot close while the call runs. */
export function FormDialog({ open, onOpenChange, form, tone = "primary", icon, title, description, words, onSubmit, children }: Props) {
  const { pending, alert } = form;
  const Icon = icon ?? (tone === "danger" ? Ban : CircleCheck);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <form noValidate onSubmit={submit}>
            <div className="flex items-start gap-3">
              <span
                className={cn(
                  "flex h-10 w-10 shrink-0 items-center justify-center rounded-full",
                  tone === "danger" ? "bg-red-50 text-red-700" : "bg-brand-50 text-brand-700",
                )}
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div className="min-w-0">
                <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
              </div>
            </div>
            {children ? <div className="mt-6 space-y-4">{children}</div> : null}
            {alert ? (
              <p role="alert" data-dialog-alert className="mt-5 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-inset ring-red-200">
                {alert}
              </p>
            ) : null}
            <DialogButtons pending={pending} icon={Icon} words={words} danger={tone === "danger"} className="mt-6" />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's required text of a few lines: a reason, a note. */
export function ReasonField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(a11y) => (
        <textarea {...a11y} value={value} onChange={(e) => onChange(e.target.value)} rows={3} aria-required="true" className={cn(controlClass, "resize-y")} />
      )}
    </FormField>
  );
}
