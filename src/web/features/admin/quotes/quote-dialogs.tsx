import * as Dialog from "@radix-ui/react-dialog";
import { CircleCheck, Loader2, Ban } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { staffAcceptSchema, voidSchema, type QuoteDetail } from "@shared/schemas/quotes";
import { Button } from "~/components/ui/button";
import { FormField, TextField, controlClass } from "~/components/ui/form-field";
import { useAdminMessages } from "~/i18n/admin-messages";
import { ApiError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/display-format";

type Quote = QuoteDetail["quote"];
type Errors = Record<string, string>;

/** The field messages of a failed parse, by top-level field. */
const messagesOf = (error: z.ZodError): Errors => Object.fromEntries(error.issues.map((i) => [String(i.path[0] ?? ""), i.message]).reverse());

type ShellProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  tone: "danger" | "primary";
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  onSubmit: () => void;
  children: ReactNode;
};

/** A dialog with a small form: Cancel, and the confirm button that submits it; it cannot close while the call runs. */
function FormDialog({ open, onOpenChange, pending, tone, title, description, cancelLabel, confirmLabel, pendingLabel, onSubmit, children }: ShellProps) {
  const Icon = tone === "danger" ? Ban : CircleCheck;
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
              <div>
                <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{title}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
              </div>
            </div>
            <div className="mt-6 space-y-4">{children}</div>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={tone === "danger" ? "danger" : "primary"} disabled={pending}>
                {pending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Icon aria-hidden="true" className="h-4 w-4" />}
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What a dialog's call does: resolves when done, rejects with the server's refusal. */
type Run<T> = (body: T) => Promise<void>;

/** A refusal the dialog shows on its fields (400 naming them); anything else is the caller's to say. */
const fieldErrors = (err: unknown): Errors | null => (err instanceof ApiError && err.status === 400 && err.fields ? err.fields : null);

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
